/** Admins' saved views of lists and their default view per list (`modules/saved-views`, contract `saved-views.ts`). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '@backlot/contract';
import { admins, roles } from './access.js';
import { id, timestamps } from './columns.js';

export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    ownerId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The list's API path (`videos`, `comments/reports`). */
    resource: text().notNull(),
    name: text().notNull(),
    /** Filters, sort and columns, validated by the contract's `savedViewState`. */
    state: jsonb().$type<SavedViewState>().notNull(),
    /** The role whose holders read it too; a deleted role unshares it. */
    sharedRoleId: integer().references(() => roles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_key').on(t.ownerId, t.resource, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.sharedRoleId, t.resource),
  ],
);

/** Each admin's default view of a list: one per admin and list. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    resource: text().notNull(),
    viewId: integer()
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.resource] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);

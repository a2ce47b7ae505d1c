/** What each admin has read: per kind of arrival, the instant they last marked it read (`modules/unread`). */
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { UNREAD_KINDS } from '@backlot/contract';
import { admins } from './access.js';
import { instant, oneOf } from './columns.js';

export const readMarks = pgTable(
  'read_marks',
  {
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** Arrivals at or before this instant are read. */
    seenAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.kind] }), check('read_marks_kind_check', oneOf(t.kind, UNREAD_KINDS))],
);

import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/** One entry per mutation, written in the transaction of the change. Actor fields are copied, not referenced. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer(),
    actorUsername: text(),
    action: text().notNull(),
    resource: text().notNull(),
    resourceId: integer(),
    /** The record's name when it changed (a tag's name, an admin's username), so the entry reads after a rename or delete. */
    recordLabel: text(),
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    ip: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_resource_idx').on(t.resource, t.resourceId, t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** The audit log: one entry per mutation, written in the same transaction as the change. */
import { z } from 'zod';
import { calendarDay, idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { singleLineText } from './text.js';

const day = calendarDay;

/** What a secret field (a password) shows before and after in an entry's changes: that it changed, not its value. */
export const AUDIT_REDACTED = '[redacted]';

export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resource_id: z.number().int().nullable(),
  /** The record's name when the entry was written (a tag's name, an admin's username); null for older entries. */
  record_label: z.string().nullable(),
  /**
   * Changed fields, by snake_case name: `{ field: { before, after } }`. Secrets appear as `AUDIT_REDACTED`.
   * A save that changed nothing has no entry.
   */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  ip: z.string().nullable(),
  created_at: instant,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = listQuery.extend({
  actor_id: idSchema.optional(),
  resource: singleLineText(64).optional(),
  resource_id: idSchema.optional(),
  action: singleLineText(64).optional(),
  /** First and last day of the reporting time zone, inclusive. */
  from: day.optional(),
  to: day.optional(),
  sort: sortParam(['id', 'created_at']),
});
export const auditPage = pageOf(auditEntry);

/** What the audit module offers other modules' writes (entries are recorded through `platform/audit.ts`). */
import { eq } from 'drizzle-orm';
import { AUDIT_ERASED } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { about } from './read.js';

/**
 * Earlier entries about a record keep the values as they were but `fields`: each of their changes now reads
 * AUDIT_ERASED, and the entries' label is `label` (a member's erasure).
 */
export async function scrubEntries(
  tx: Executor,
  record: { resource: string; id: number; label: string },
  fields: readonly string[],
) {
  const entries = await tx
    .select({ id: auditLogs.id, changes: auditLogs.changes })
    .from(auditLogs)
    .where(about(record.resource, record.id));
  const erased = { before: AUDIT_ERASED, after: AUDIT_ERASED };
  for (const entry of entries) {
    const changes = Object.fromEntries(
      Object.entries(entry.changes).map(([field, change]) => [field, fields.includes(field) ? erased : change]),
    );
    await tx.update(auditLogs).set({ changes, recordLabel: record.label }).where(eq(auditLogs.id, entry.id));
  }
}

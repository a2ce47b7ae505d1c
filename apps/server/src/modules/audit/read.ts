/** What other modules read of the audit log (read views): a record's history, for a member's privacy export. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';

/** The condition: the entries about one record. */
export const about = (resource: string, id: number) =>
  and(eq(auditLogs.resource, resource), eq(auditLogs.resourceId, id));

/** The entries about one record, oldest first, under their wire names. */
export function entriesAbout(ex: Executor, resource: string, id: number) {
  return ex
    .select({
      id: auditLogs.id,
      actor_username: auditLogs.actorUsername,
      action: auditLogs.action,
      changes: auditLogs.changes,
      created_at: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(about(resource, id))
    .orderBy(asc(auditLogs.id));
}

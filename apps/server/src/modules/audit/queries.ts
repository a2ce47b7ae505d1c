/** SQL of the audit log. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { selectPage } from '../../platform/pagination.js';
import { withinDays } from '../../platform/report-days.js';
import { wireColumns } from '../../platform/wire.js';

/** Entries under their wire names; `changes` keeps its field names as recorded (already snake_case). */
const COLUMNS = wireColumns(auditLogs);

/** Entries matching the filters; `from` and `to` are days of the reporting time zone, both included. */
export function listAuditEntries(db: Db, query: z.infer<typeof auditListQuery>) {
  const where = and(
    query.actor_id ? eq(auditLogs.actorId, query.actor_id) : undefined,
    query.resource ? eq(auditLogs.resource, query.resource) : undefined,
    query.resource_id ? eq(auditLogs.resourceId, query.resource_id) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    withinDays(auditLogs.createdAt, query.from, query.to),
  );
  const sort = { columns: { id: auditLogs.id, created_at: auditLogs.createdAt }, fallback: '-created_at' };
  return selectPage(db, auditLogs, where, query, sort, COLUMNS);
}

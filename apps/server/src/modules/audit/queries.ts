/** SQL of the audit log. */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { selectPage } from '../../platform/pagination.js';
import { wireColumns } from '../../platform/wire.js';

/** Entries under their wire names; `changes` keeps its field names as recorded (already snake_case). */
const COLUMNS = wireColumns(auditLogs);

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOf(day).getTime() + 86_400_000);

/** Entries matching the filters; `from` and `to` are calendar days (UTC), both included. */
export function listAuditEntries(db: Db, query: z.infer<typeof auditListQuery>) {
  const where = and(
    query.actor_id ? eq(auditLogs.actorId, query.actor_id) : undefined,
    query.resource ? eq(auditLogs.resource, query.resource) : undefined,
    query.resource_id ? eq(auditLogs.resourceId, query.resource_id) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.from ? gte(auditLogs.createdAt, startOf(query.from)) : undefined,
    query.to ? lt(auditLogs.createdAt, dayAfter(query.to)) : undefined,
  );
  const sort = { columns: { id: auditLogs.id, created_at: auditLogs.createdAt }, fallback: '-created_at' };
  return selectPage(db, auditLogs, where, query, sort, COLUMNS);
}

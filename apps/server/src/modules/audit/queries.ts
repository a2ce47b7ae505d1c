/** SQL of the audit log. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { selectPage } from '../../platform/pagination.js';
import { withinDays } from '../../platform/report-days.js';
import { wireColumns } from '../../platform/wire.js';
import { keysetBatches } from '../../platform/crud/export-cells.js';
import type { Viewer } from '../../platform/viewer.js';

/** Entries under their wire names; `changes` keeps its field names as recorded (already snake_case). */
const COLUMNS = wireColumns(auditLogs);

/** The filters' condition; `from` and `to` are days of the reporting time zone, both included. */
export function auditWhere(query: Omit<z.infer<typeof auditListQuery>, 'page' | 'per_page'>) {
  return and(
    query.actor_id ? eq(auditLogs.actorId, query.actor_id) : undefined,
    query.resource ? eq(auditLogs.resource, query.resource) : undefined,
    query.resource_id ? eq(auditLogs.resourceId, query.resource_id) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    withinDays(auditLogs.createdAt, query.from, query.to),
  );
}

/** Entries matching the filters. */
export function listAuditEntries(db: Db, query: z.infer<typeof auditListQuery>) {
  const where = auditWhere(query);
  const sort = { columns: { id: auditLogs.id, created_at: auditLogs.createdAt }, fallback: '-created_at' };
  return selectPage(db, auditLogs, where, query, sort, COLUMNS);
}

/**
 * The export's source (the kit's `registerExport`): the entries the filters match (and `ids`, when given), the
 * columns `fields` names, in keyset batches.
 */
export function auditExportSource(db: Db) {
  return {
    instantFields: new Set(['created_at']),
    checkParent: async () => {},
    batches(
      query: Parameters<typeof auditWhere>[0] & { ids?: number[] },
      fields: readonly string[],
      _viewer?: Viewer,
      options: { zone?: string } = {},
    ) {
      const columns = Object.fromEntries(
        Object.entries(COLUMNS).filter(([name]) => name === 'id' || fields.includes(name)),
      );
      const where = and(auditWhere(query), query.ids ? inArray(auditLogs.id, query.ids) : undefined);
      return keysetBatches(db, { source: auditLogs, id: auditLogs.id, columns }, where, options);
    },
  };
}

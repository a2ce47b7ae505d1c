/** GET /audit-logs: the audit trail with filters by actor, resource, record, action and day range (UTC). */
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditPage } from '@backlot/contract';
import { auditLogs } from '../../db/schema/index.js';
import { countRows, offsetOf, orderBy, pageMeta } from '../../platform/pagination.js';
import { toWire } from '../../platform/wire.js';
import type { Module } from '../module.js';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export const auditModule: Module = (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/audit-logs', {
    config: { access: 'list-audit-logs' },
    schema: { tags: ['audit'], summary: 'List audit entries', querystring: auditListQuery, response: { 200: auditPage } },
    handler: async ({ query }) => {
      const terms: Array<SQL | undefined> = [
        query.actor_id ? eq(auditLogs.actorId, query.actor_id) : undefined,
        query.resource ? eq(auditLogs.resource, query.resource) : undefined,
        query.resource_id ? eq(auditLogs.resourceId, query.resource_id) : undefined,
        query.action ? eq(auditLogs.action, query.action) : undefined,
        query.from ? gte(auditLogs.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lt(auditLogs.createdAt, nextDay(query.to)) : undefined,
      ];
      const where = and(...terms);
      const rows = await db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(...orderBy(query.sort, { id: auditLogs.id, created_at: auditLogs.createdAt }, '-created_at'))
        .limit(query.per_page)
        .offset(offsetOf(query));
      // `changes` keeps its field names as recorded (already snake_case): convert only the envelope.
      const data = rows.map(({ changes, ...rest }) => ({ ...(toWire(rest) as object), changes }));
      return { data, meta: pageMeta(query, await countRows(db, auditLogs, where)) } as never;
    },
  });
};

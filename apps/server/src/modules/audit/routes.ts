/** GET /audit-logs: the audit trail with filters by actor, resource, record, action and day range (UTC). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuditEntry, auditListQuery, auditPage } from '@backlot/contract';
import { toWire } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { listAuditEntries } from './queries.js';

export const auditModule: Module = (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/audit-logs', {
    config: { access: 'list-audit-logs' },
    schema: {
      tags: ['audit'],
      summary: 'List audit entries',
      querystring: auditListQuery,
      response: { 200: auditPage },
    },
    handler: async ({ query }) => {
      const { rows, meta } = await listAuditEntries(db, query);
      // `changes` keeps its field names as recorded (already snake_case): only the envelope is converted.
      const data = rows.map(({ changes, ...entry }) => ({
        ...(toWire(entry) as Omit<AuditEntry, 'changes'>),
        changes,
      }));
      return { data, meta };
    },
  });
};

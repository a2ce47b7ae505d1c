/** GET /audit-logs: the audit trail with filters by actor, resource, record, action and day range (UTC). */
import { auditListQuery, auditPage } from '@backlot/contract';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { listAuditEntries } from './queries.js';

export const auditModule: Module = (app, { db }) => {
  app.withTypeProvider<ContractTypeProvider>().get('/audit-logs', {
    config: { access: 'list-audit-logs' },
    schema: {
      tags: ['audit'],
      summary: 'List audit entries',
      querystring: auditListQuery,
      response: { 200: auditPage },
    },
    handler: async ({ query }) => {
      const { rows, meta } = await listAuditEntries(db, query);
      return { data: rows, meta };
    },
  });
};

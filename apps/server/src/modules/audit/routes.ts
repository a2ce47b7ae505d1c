/**
 * GET /audit-logs: the audit trail with filters by actor, resource, record, action and day range (UTC); its
 * export through the kit's (`exportCsv`, `exportXlsx` under `export-audit-logs`).
 */
import { auditListQuery, auditPage, EXPORT_FIELDS } from '@backlot/contract';
import { registerExport } from '../../platform/crud/export.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { auditExportSource, listAuditEntries } from './queries.js';

export const auditModule: Module = (app, { db, reportTimeZone }) => {
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
  registerExport(
    app,
    { resource: 'audit-logs', label: 'audit entries', listQuery: auditListQuery, zone: reportTimeZone },
    { filename: 'audit-log.csv', ...EXPORT_FIELDS['audit-logs'] },
    auditExportSource(db),
  );
};

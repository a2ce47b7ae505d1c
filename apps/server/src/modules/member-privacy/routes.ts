/**
 * A member's privacy rights: `GET /users/{id}/privacy-export` under `export-users` (a JSON download of
 * everything held about them, kept for API clients), `GET /users/{id}/privacy-export.zip` (the same, with a CSV
 * per kind of row and the member's files: `export-zip.ts`; what the web app downloads) and
 * `POST /users/{id}/erase` under `erase-users`.
 */
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { idParams as params, memberErased, memberPrivacyExport } from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { Module } from '../module.js';
import { eraseMember } from './erase.js';
import { memberExport } from './export.js';
import { exportEntries } from './export-zip.js';
import { sendZip } from '../../platform/documents/zip.js';

export const memberPrivacyModule: Module = (app, { db, services }) => {
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get('/users/:id/privacy-export', {
    config: { access: 'export-users' },
    schema: {
      tags: ['users'],
      summary: "Everything held about a member, as a JSON file (the member's privacy export)",
      params,
      response: { 200: memberPrivacyExport },
    },
    handler: async (request, reply) => {
      const data = await memberExport(db, request.params.id);
      return reply.header('content-disposition', `attachment; filename="member-${request.params.id}.json"`).send(data);
    },
  });

  api.get('/users/:id/privacy-export.zip', {
    config: { access: 'export-users' },
    schema: {
      tags: ['users'],
      summary: "The member's privacy export as a zip: member.json, a CSV per kind of row, and the member's files",
      params,
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const entries = await exportEntries(db, services.files, request.params.id);
      return sendZip(reply, `member-${request.params.id}.zip`, entries);
    },
  });

  api.post('/users/:id/erase', {
    config: { access: 'erase-users' },
    schema: {
      tags: ['users'],
      summary: "Erase a member's personal data (money records are kept for the retention period)",
      params,
      response: { 200: memberErased },
    },
    handler: async (request) => eraseMember(db, request.params.id, auditContextOf(request)),
  });
};

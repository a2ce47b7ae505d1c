/**
 * A member's privacy rights: `GET /users/{id}/privacy-export` under `export-users` (a JSON download of
 * everything held about them) and `POST /users/{id}/erase` under `erase-users`.
 */
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { idParams as params, memberErased, memberPrivacyExport } from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { Module } from '../module.js';
import { eraseMember } from './erase.js';
import { memberExport } from './export.js';

export const memberPrivacyModule: Module = (app, { db }) => {
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

/**
 * The trash (`platform/trash`, the contract's `trash.ts`): `GET /trash` (`list-trash`), `GET` and `POST
 * /trash/{id}/restore` (`restore-trash`), `DELETE /trash/{id}` (`purge-trash`), and the daily job `empty-trash`
 * (03:30 UTC) purging entries older than TRASH_DAYS days.
 */
import { trashListQuery, trashPage, trashParams, trashRestored, trashRestorePreview } from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { viewerOf } from '../../platform/viewer.js';
import type { Module } from '../module.js';
import { emptyTrash, trashService } from './service.js';

export const trashModule: Module = (app, deps) => {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const service = trashService(deps.db, deps.trash);
  const tags = ['trash'];

  api.get('/trash', {
    config: { access: 'list-trash' },
    schema: {
      tags,
      summary: 'List the trash: deleted records, kept 30 days',
      querystring: trashListQuery,
      response: { 200: trashPage },
    },
    handler: (request) => service.list(request.query, viewerOf(request)),
  });

  api.get('/trash/:id/restore', {
    config: { access: 'restore-trash' },
    schema: {
      tags,
      summary: 'What restoring an entry of the trash brings back',
      params: trashParams,
      response: { 200: trashRestorePreview },
    },
    handler: (request) => service.preview(request.params.id, viewerOf(request)),
  });

  api.post('/trash/:id/restore', {
    config: { access: 'restore-trash' },
    schema: {
      tags,
      summary: 'Restore an entry of the trash',
      description:
        'Puts the record and every record its delete removed or unlinked back, with their ids, in one transaction. ' +
        'A unique value taken since or a referenced record gone is a 409 `restore_conflict`: nothing is restored.',
      params: trashParams,
      response: { 200: trashRestored },
    },
    handler: (request) => service.restore(request.params.id, auditContextOf(request)),
  });

  api.delete('/trash/:id', {
    config: { access: 'purge-trash' },
    schema: { tags, summary: 'Purge an entry of the trash for good', params: trashParams },
    handler: async (request, reply) => {
      await service.purge(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });

  deps.housekeeping.push({ name: 'empty-trash', run: () => emptyTrash(deps.db), cron: '30 3 * * *' });
};

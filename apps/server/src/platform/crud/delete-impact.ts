/**
 * `GET /<resource>/{id}/delete-impact` (nested: `/<parent>/{id}/<resource>/{param}/delete-impact`), under the
 * resource's delete permission: what deleting the record would do to other records, per resource (the contract's
 * `trash.ts`). The record must be one the caller could delete (outside a partner's scope: a 404).
 */
import type { FastifyInstance } from 'fastify';
import { deleteImpact, type PermissionName } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import type { ContractTypeProvider } from '../type-provider.js';
import { type Viewer, viewerOf } from '../viewer.js';
import type { TrashKeeper } from '../trash/keeper.js';
import { type CrudRoutesSpec, pathsOf } from './routes.js';
import type { CrudTable } from './table.js';

type Find = (ex: Executor, id: number, parentId?: number, viewer?: Viewer) => Promise<unknown>;

export function registerDeleteImpact(
  app: FastifyInstance,
  db: Db,
  spec: CrudRoutesSpec & { table: CrudTable },
  keeper: TrashKeeper,
  find: Find,
) {
  const { item, itemParams, ids } = pathsOf(spec);
  app.withTypeProvider<ContractTypeProvider>().get(`${item}/delete-impact`, {
    config: { access: `delete-${spec.resource}` as PermissionName },
    schema: {
      tags: [spec.resource],
      summary: `What deleting one of ${spec.label} would do to other records`,
      description:
        'Counts per resource of the records the delete removes with it, unlinks, or is refused by (`blocked`: the ' +
        'delete would be a 409 `in_use`), from the database’s foreign keys; a link table’s rows count as the ' +
        'records they link.',
      params: itemParams,
      response: { 200: deleteImpact },
    },
    handler: async (request) => {
      const { id, parentId } = ids(request.params as never);
      return db.transaction(async (tx) => {
        await find(tx, id, parentId, viewerOf(request));
        const { affected, blocked } = await keeper.impact(tx, spec.table, id);
        return { affected, blocked };
      });
    },
  });
}

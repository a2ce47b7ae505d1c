/**
 * A declared relation on its own routes (`route` of `manyToMany`): `GET /<resource>/{id}/<path>` answers the
 * related records in order (under `list-`), `POST` replaces them with the body's ids in that order (under
 * `edit-<resource>`): one request, one transaction with the owner's row locked, audited as an edit of the owner
 * (the ids before and after), answered with the list as it now is. Saving a new order is one such request.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, type PermissionName, type PermissionResource } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { auditContextOf, recordAudit } from '../audit.js';
import { notFound } from '../errors.js';
import type { CrudTable } from './table.js';
import type { FileAttachments } from './file-fields.js';
import { checkLinks, readLinks, type Relations, withLinkedFiles, writeLinks } from './relations.js';

type Owner = {
  resource: PermissionResource;
  table: CrudTable;
  labelOf: (row: Record<string, unknown> & { id: number }) => string | null;
};

export function registerRelationRoutes(
  app: FastifyInstance,
  db: Db,
  owner: Owner,
  relations: Relations,
  attachments: FileAttachments | undefined,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'list' | 'edit') => `${action}-${owner.resource}` as PermissionName;
  const tags = [owner.resource];
  for (const [field, relation] of Object.entries(relations)) {
    const { route } = relation;
    if (!route) continue;
    const one = { [field]: relation };
    const path = `/${owner.resource}/:id/${route.path}`;

    /** The related records of `id`, in order, with their files. */
    const answer = async (ex: Executor, id: number) => {
      const row = (await readLinks(ex, one, [id])).get(id)!;
      await withLinkedFiles(ex, attachments, one, [row]);
      return { data: row[relation.as] };
    };
    const lockedOwner = async (ex: Executor, id: number) => {
      const [row] = await ex.select().from(owner.table).where(eq(owner.table.id, id)).for('update');
      if (!row) throw notFound();
      return row as Record<string, unknown> & { id: number };
    };

    api.get(path, {
      config: { access: can('list') },
      schema: {
        tags,
        summary: `The ${route.path} of one, in order`,
        params: idParams,
        response: { 200: route.answer },
      },
      handler: async (request) => {
        const { id } = request.params;
        const [row] = await db.select({ id: owner.table.id }).from(owner.table).where(eq(owner.table.id, id));
        if (!row) throw notFound();
        return answer(db, id);
      },
    });

    api.post(path, {
      config: { access: can('edit') },
      schema: {
        tags,
        summary: `Replace the ${route.path} of one, in the order given`,
        params: idParams,
        body: route.body,
        response: { 200: route.answer },
      },
      handler: (request) =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const row = await lockedOwner(tx, id);
          route.guard?.(row);
          const ids = [...new Set((request.body as Record<string, number[]>)[field]!)];
          await checkLinks(tx, one, { [field]: ids });
          const before = (await readLinks(tx, one, [id])).get(id)![field];
          await writeLinks(tx, one, id, { [field]: ids });
          await recordAudit(tx, auditContextOf(request), {
            action: 'edit',
            resource: owner.resource,
            resourceId: id,
            label: owner.labelOf(row),
            before: { [field]: before },
            after: { [field]: ids },
          });
          return answer(tx, id);
        }),
    });
  }
}

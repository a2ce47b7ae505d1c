/**
 * A declared resource's gallery (`gallery: galleryOf(videoPhotos)`): ordered image files of one record, under
 * `/<resource>/{id}/photos` — read under `list-`, changed under `edit-<resource>`. Each change runs in one
 * transaction with the owner's row locked (two editors adding at once keep a gapless order), is audited as an
 * edit of the owner (`photo_ids` before and after) and answers the gallery as it now is.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  gallery,
  galleryAdd,
  galleryOrder,
  galleryPhotoParams,
  idParams,
  MAX_GALLERY_PHOTOS,
  type PermissionName,
  type PermissionResource,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, auditContextOf, recordAudit } from '../audit.js';
import { invalid, notFound } from '../errors.js';
import type { ContractTypeProvider } from '../type-provider.js';
import type { CrudTable } from './table.js';
import type { FileAttachments } from './file-fields.js';

/** The link table of a gallery: owner, image file, position. */
export type GalleryTable = PgTable & { ownerId: PgColumn; fileId: PgColumn; position: PgColumn };
export type GalleryDeclaration = { through: GalleryTable };

export const galleryOf = (through: GalleryTable): GalleryDeclaration => ({ through });

type Owner = {
  resource: PermissionResource;
  table: CrudTable;
  /** The owner's name in the audit log. */
  labelOf: (row: Record<string, unknown> & { id: number }) => string | null;
};

export function registerGallery(
  app: FastifyInstance,
  db: Db,
  owner: Owner,
  { through }: GalleryDeclaration,
  attachments: FileAttachments,
) {
  attachments.register({ table: through, column: through.fileId });

  const photoIds = async (ex: Executor, id: number) =>
    (
      await ex
        .select({ fileId: through.fileId })
        .from(through)
        .where(eq(through.ownerId, id))
        .orderBy(asc(through.position))
    ).map((row) => row.fileId as number);

  const answer = async (ex: Executor, ids: number[]) => {
    const views = await attachments.viewsOf(ex, ids);
    return { data: ids.flatMap((fileId) => views.get(fileId) ?? []) };
  };

  /** Runs a change with the owner locked: `change` gets the photo ids and returns the new ones. */
  const changed = (id: number, ctx: AuditContext, change: (tx: Executor, ids: number[]) => Promise<number[]>) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(owner.table).where(eq(owner.table.id, id)).for('update');
      if (!row) throw notFound();
      const before = await photoIds(tx, id);
      const after = await change(tx, before);
      await tx.delete(through).where(eq(through.ownerId, id));
      if (after.length)
        await tx.insert(through).values(after.map((fileId, position) => ({ ownerId: id, fileId, position })));
      await recordAudit(tx, ctx, {
        action: 'edit',
        resource: owner.resource,
        resourceId: id,
        label: owner.labelOf(row as Record<string, unknown> & { id: number }),
        before: { photo_ids: before },
        after: { photo_ids: after },
      });
      return answer(tx, after);
    });

  const api = app.withTypeProvider<ContractTypeProvider>();
  const path = `/${owner.resource}/:id/photos`;
  const can = (action: 'list' | 'edit') => `${action}-${owner.resource}` as PermissionName;
  const tags = [owner.resource];

  api.get(path, {
    config: { access: can('list') },
    schema: { tags, summary: 'The gallery, in order', params: idParams, response: { 200: gallery } },
    handler: async (request) => {
      const { id } = request.params;
      const [row] = await db.select({ id: owner.table.id }).from(owner.table).where(eq(owner.table.id, id));
      if (!row) throw notFound();
      return answer(db, await photoIds(db, id));
    },
  });

  api.post(path, {
    config: { access: can('edit') },
    schema: {
      tags,
      summary: 'Add photos (stored images) to the end of the gallery',
      params: idParams,
      body: galleryAdd,
      response: { 201: gallery },
    },
    handler: async (request, reply) => {
      const added = request.body.file_ids;
      const result = await changed(request.params.id, auditContextOf(request), async (tx, ids) => {
        const kinds = await attachments.kindsOf(tx, added);
        const problem = added.find((fileId, at) => kinds.get(fileId) !== 'image' || added.indexOf(fileId) !== at);
        if (problem !== undefined) {
          const kind = kinds.get(problem);
          throw invalid({
            file_ids: [!kind ? 'msg.notFoundRef' : kind !== 'image' ? 'msg.notAnImage' : 'msg.photoInGallery'],
          });
        }
        if (added.some((fileId) => ids.includes(fileId))) throw invalid({ file_ids: ['msg.photoInGallery'] });
        if (ids.length + added.length > MAX_GALLERY_PHOTOS)
          throw invalid({ file_ids: [{ key: 'msg.galleryFull', params: { max: MAX_GALLERY_PHOTOS } }] });
        return [...ids, ...added];
      });
      return reply.status(201).send(result);
    },
  });

  api.put(path, {
    config: { access: can('edit') },
    schema: { tags, summary: 'Reorder the gallery', params: idParams, body: galleryOrder, response: { 200: gallery } },
    handler: (request) =>
      changed(request.params.id, auditContextOf(request), async (_tx, ids) => {
        const order = request.body.file_ids;
        const same = order.length === ids.length && new Set(order).size === order.length;
        if (!same || order.some((fileId) => !ids.includes(fileId))) throw invalid({ file_ids: ['msg.galleryOrder'] });
        return order;
      }),
  });

  api.delete(`${path}/:photoId`, {
    config: { access: can('edit') },
    schema: { tags, summary: 'Take a photo off the gallery', params: galleryPhotoParams },
    handler: async (request, reply) => {
      const { id, photoId } = request.params;
      await changed(id, auditContextOf(request), async (tx, ids) => {
        if (!ids.includes(photoId)) throw notFound();
        return ids.filter((fileId) => fileId !== photoId);
      });
      return reply.status(204).send();
    },
  });
}

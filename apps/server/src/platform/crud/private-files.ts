/**
 * A declared resource's private files (`privateFiles: privateFilesOf(modelRecordScans)`): scans of one record
 * under `/<resource>/{id}/scans`, stored by the files module as the private kind `scan` (`FileAttachments.private`).
 * Listed under `list-<resource>`; uploaded (multipart, one `file` part) and deleted under `edit-<resource>`;
 * their bytes read only through `GET /{id}/scans/{scanId}/content` under `list-<resource>`, with the bearer
 * token, as a download that is never cached, and each read is audited (`read-scan`): the audit log says who
 * read which file of which record. A scan of another record is a 404. Adding and deleting are audited on the
 * owner (`add-scan`, `delete-scan`) and move its `touch` column (its last change); `guardDelete` may keep a
 * scan (legal hold).
 */
import multipart from '@fastify/multipart';
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  idParams,
  MAX_PRIVATE_FILES,
  type PermissionName,
  type PermissionResource,
  privateFile,
  privateFileList,
  privateFileParams,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, auditContextOf, recordAudit } from '../audit.js';
import { invalid, notFound } from '../errors.js';
import type { ContractTypeProvider } from '../type-provider.js';
import type { FileAttachments } from './file-fields.js';
import type { CrudTable } from './table.js';

/** The link table: its own id (the scan's), the owner, the stored file, when it was added. */
export type PrivateFilesTable = PgTable & { id: PgColumn; ownerId: PgColumn; fileId: PgColumn; createdAt: PgColumn };
export type PrivateFilesDeclaration = {
  through: PrivateFilesTable;
  /** The owner's column of its last change, set when a scan is added or deleted (`updated_at`). */
  touch?: PgColumn;
  /** Runs before a scan is deleted, given when it was added: throwing keeps it (legal hold). */
  guardDelete?: (tx: Executor, scan: { createdAt: Date }) => Promise<void>;
};

export const privateFilesOf = (
  through: PrivateFilesTable,
  options: Omit<PrivateFilesDeclaration, 'through'> = {},
): PrivateFilesDeclaration => ({ through, ...options });

type OwnerRow = Record<string, unknown> & { id: number };
type Owner = { resource: PermissionResource; table: CrudTable; labelOf: (row: OwnerRow) => string | null };
type Link = { id: number; fileId: number; createdAt: Date };

export function registerPrivateFiles(
  app: FastifyInstance,
  db: Db,
  owner: Owner,
  decl: PrivateFilesDeclaration,
  attachments: FileAttachments,
) {
  const { through, touch } = decl;
  const store = attachments.private;
  attachments.register({ table: through, column: through.fileId });
  const linkColumns = { id: through.id, fileId: through.fileId, createdAt: through.createdAt };
  const touched = touch && Object.entries(getTableColumns(owner.table)).find(([, c]) => c === touch)![0];

  const ownerRow = async (ex: Executor, id: number, lock = false) => {
    const query = ex.select().from(owner.table).where(eq(owner.table.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row as OwnerRow;
  };
  const links = (ex: Executor, id: number, scanId?: number) =>
    ex
      .select(linkColumns)
      .from(through)
      .where(and(eq(through.ownerId, id), scanId === undefined ? undefined : eq(through.id, scanId)))
      .orderBy(asc(through.id)) as Promise<Link[]>;
  const linkOf = async (ex: Executor, id: number, scanId: number) => {
    const [link] = await links(ex, id, scanId);
    if (!link) throw notFound();
    return link;
  };
  const answer = async (ex: Executor, rows: Link[]) => {
    const facts = await store.factsOf(
      ex,
      rows.map((row) => row.fileId),
    );
    return rows.flatMap((row) => {
      const fact = facts.get(row.fileId);
      return fact ? [{ id: row.id, ...fact }] : [];
    });
  };
  /** Audits `action` on the owner, naming the scan and its file; a change moves the owner's last change. */
  const audited = async (tx: Executor, ctx: AuditContext, row: OwnerRow, action: string, scan: object) => {
    if (action !== 'read-scan' && touched)
      await tx
        .update(owner.table)
        .set({ [touched]: new Date() })
        .where(eq(owner.table.id, row.id));
    await recordAudit(tx, ctx, {
      action,
      resource: owner.resource,
      resourceId: row.id,
      label: owner.labelOf(row),
      after: { ...scan },
    });
  };
  const full = async (ex: Executor, id: number) => {
    const [counted] = await ex.select({ n: count() }).from(through).where(eq(through.ownerId, id));
    if ((counted?.n ?? 0) >= MAX_PRIVATE_FILES)
      throw invalid({ file: [{ key: 'msg.scansFull', params: { max: MAX_PRIVATE_FILES } }] });
  };

  const can = (action: 'list' | 'edit') => `${action}-${owner.resource}` as PermissionName;
  const path = `/${owner.resource}/:id/scans`;
  const tags = [owner.resource];

  app.register(async (scope) => {
    // Only the file part is read, as a stream, in this scope only (as the files module's uploads).
    await scope.register(multipart, { limits: { fieldSize: 1024, headerPairs: 20 } });
    const api = scope.withTypeProvider<ContractTypeProvider>();

    api.get(path, {
      config: { access: can('list') },
      schema: { tags, summary: 'The scans of the record', params: idParams, response: { 200: privateFileList } },
      handler: async (request) => {
        await ownerRow(db, request.params.id);
        return { data: await answer(db, await links(db, request.params.id)) };
      },
    });

    api.post(path, {
      config: { access: can('edit'), multipartFile: true },
      schema: {
        tags,
        summary: 'Add a scan (PDF, JPEG, PNG or WebP, up to 50 MB) to the record',
        params: idParams,
        response: { 201: privateFile },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const ctx = auditContextOf(request);
        await ownerRow(db, id);
        await full(db, id);
        // Stored first (streamed), then linked with the owner locked; a file left unlinked goes with the sweep.
        const fileId = await store.upload(request, ctx);
        const added = await db.transaction(async (tx) => {
          const row = await ownerRow(tx, id, true);
          await full(tx, id);
          const [link] = (await tx.insert(through).values({ ownerId: id, fileId }).returning(linkColumns)) as Link[];
          const [scan] = await answer(tx, [link!]);
          await audited(tx, ctx, row, 'add-scan', { scan_id: link!.id, file_id: fileId, name: scan!.name });
          return scan!;
        });
        return reply.status(201).send(added);
      },
    });

    api.get(`${path}/:scanId/content`, {
      config: { access: can('list') },
      schema: { tags, summary: "A scan's bytes, as a download (audited)", params: privateFileParams },
      handler: async (request, reply) => {
        const { id, scanId } = request.params;
        const fileId = await db.transaction(async (tx) => {
          const row = await ownerRow(tx, id);
          const link = await linkOf(tx, id, scanId);
          const [scan] = await answer(tx, [link]);
          await audited(tx, auditContextOf(request), row, 'read-scan', {
            scan_id: scanId,
            file_id: link.fileId,
            name: scan?.name ?? null,
          });
          return link.fileId;
        });
        return store.send(reply, fileId);
      },
    });

    api.delete(`${path}/:scanId`, {
      config: { access: can('edit') },
      schema: { tags, summary: 'Delete a scan of the record', params: privateFileParams },
      handler: async (request, reply) => {
        const { id, scanId } = request.params;
        await db.transaction(async (tx) => {
          const row = await ownerRow(tx, id, true);
          const link = await linkOf(tx, id, scanId);
          await decl.guardDelete?.(tx, link);
          const [scan] = await answer(tx, [link]);
          await tx.delete(through).where(eq(through.id, scanId));
          await audited(tx, auditContextOf(request), row, 'delete-scan', {
            scan_id: scanId,
            file_id: link.fileId,
            name: scan?.name ?? null,
          });
        });
        return reply.status(204).send();
      },
    });
  });
}

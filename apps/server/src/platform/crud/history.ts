/**
 * A record's history: `GET /<resource>/{id}/history` (nested: `/<parent>/{id}/<resource>/{param}/history`),
 * under the resource's list permission, answers the audit log's entries about the record, newest first, paged.
 *
 * Who may read it: whoever may open the record. A channel partner reads only the history of a record they can
 * open now (outside their channels, or deleted, it is a 404 as the record itself is); other admins also read
 * the history of a deleted record. A record that does not exist and has no entry is a 404.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../type-provider.js';
import type { z } from 'zod';
import { historyPage, historyQuery, type PermissionName, type PermissionResource } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import { selectPage } from '../pagination.js';
import { type Viewer, viewerOf } from '../viewer.js';

/** The entries about one record. */
export const entriesOf = (resource: string, id: number) =>
  and(eq(auditLogs.resource, resource), eq(auditLogs.resourceId, id));

const FIELDS = {
  id: auditLogs.id,
  actor_username: auditLogs.actorUsername,
  action: auditLogs.action,
  changes: auditLogs.changes,
  created_at: auditLogs.createdAt,
};

/** Whether the log holds any entry about the record (it existed once). */
async function everLogged(ex: Executor, resource: string, id: number) {
  const [hit] = await ex.select({ id: auditLogs.id }).from(auditLogs).where(entriesOf(resource, id)).limit(1);
  return Boolean(hit);
}

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

export type HistorySpec = {
  resource: PermissionResource;
  /** The record's path (`/tags/:id`), and the ids its parameters name. */
  item: string;
  params: z.ZodType;
  ids: (params: never) => { id: number; parentId?: number };
  /** Opens the record as `viewer` may (a 404 when they may not, or it is gone). */
  open: (id: number, parentId: number | undefined, viewer: Viewer | undefined) => Promise<unknown>;
  restorable: boolean;
  label: string;
};

export function registerHistory(app: FastifyInstance, db: Db, spec: HistorySpec) {
  app.withTypeProvider<ContractTypeProvider>().get(`${spec.item}/history`, {
    config: { access: `list-${spec.resource}` as PermissionName },
    schema: {
      tags: [spec.resource],
      summary: `History of one of ${spec.label}`,
      description:
        "The audit log's entries about the record, newest first. A partner reads only the history of a record " +
        'they may open; a record that never existed is a 404.',
      params: spec.params,
      querystring: historyQuery,
      response: { 200: historyPage },
    },
    handler: async (request) => {
      const { id, parentId } = spec.ids(request.params as never);
      const viewer = viewerOf(request);
      try {
        await spec.open(id, parentId, viewer);
      } catch (error) {
        if (!isNotFound(error) || viewer?.isPartner || !(await everLogged(db, spec.resource, id))) throw error;
      }
      const sort = { columns: { id: auditLogs.id }, fallback: '-id' };
      const { rows, meta } = await selectPage(db, auditLogs, entriesOf(spec.resource, id), request.query, sort, FIELDS);
      return { data: rows, meta, restorable: spec.restorable };
    },
  });
}

/** The entries about one record after entry `entryId`, newest first (what a restore walks back). */
export function entriesAfter(ex: Executor, resource: string, id: number, entryId: number) {
  return ex
    .select({ id: auditLogs.id, changes: auditLogs.changes })
    .from(auditLogs)
    .where(entriesOf(resource, id))
    .orderBy(desc(auditLogs.id))
    .then((rows) => rows.filter((row) => row.id > entryId));
}

/**
 * The routes of a resource (list, show, create, update, delete, or those of them it offers), each with its
 * permission (`list-`, `create-`, `edit-`, `delete-<resource>`), schemas and OpenAPI summary. Declared
 * resources get them from the kit; a module with its own service (admins, roles) registers the same routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  idSchema,
  type ListMeta,
  pageOf,
  type PermissionName,
  type PermissionResource,
} from '@backlot/contract';
import { type AuditContext, auditContextOf } from '../audit.js';
import { type Viewer, viewerOf } from '../viewer.js';
import { is } from 'drizzle-orm';
import { PgUUID } from 'drizzle-orm/pg-core';
import { CRUD_OPERATIONS, type CrudOperation } from './declaration.js';
import type { CrudTable } from './table.js';
import type { Db } from '../../db/client.js';
import { registerHistory } from './history.js';
import { basedOn } from './versions.js';

export type CrudRoutesSpec = {
  resource: PermissionResource;
  /** URL path under /api when it is not the resource's name (token records: `users/tokenRecord`). */
  path?: string;
  /** Plural noun for the OpenAPI summaries. */
  label: string;
  schemas: { entity: z.ZodType; create?: z.ZodType; update?: z.ZodType; listQuery: z.ZodType };
  /** Default: all five. */
  operations?: readonly CrudOperation[];
  /** Nested under a parent's record: `/<parent>/{id}/<resource>/{param}` (`declaration.ts`). */
  parent?: { resource: PermissionResource; param: string };
  /** Offers "restore this version" from its history (`restore.ts`); the history itself every resource has. */
  restorable?: unknown;
  /** The declared table, when there is one (its id's type says whether its rows have a history). */
  table?: CrudTable;
};

/** What the routes call: any service with these operations, whatever it does inside. */
export type CrudService<Q, C, U> = {
  /** `parentId` is the parent record's id from the path, for a nested resource. */
  list(query: Q, parentId?: number, viewer?: Viewer): Promise<{ data: unknown[]; meta: ListMeta }>;
  get(id: number, parentId?: number, viewer?: Viewer): Promise<unknown>;
  create?(body: C, ctx: AuditContext, parentId?: number): Promise<unknown>;
  update?(id: number, body: U, ctx: AuditContext, parentId?: number, version?: string): Promise<unknown>;
  remove?(id: number, ctx: AuditContext, parentId?: number): Promise<void>;
};

/**
 * The paths and path parameters of a resource's routes (`baseParams` is spread into the list's and create's
 * schema: a top-level list has no path parameter at all): `/tags` and `/tags/:id`, or for a nested one
 * `/channels/:id/campaigns` and `/channels/:id/campaigns/:campaignId`, with the ids each names.
 */
export function pathsOf(spec: CrudRoutesSpec) {
  if (!spec.parent) {
    const ids = (params: { id: number }) => ({ id: params.id, parentId: undefined });
    return {
      base: `/${spec.path ?? spec.resource}`,
      item: `/${spec.path ?? spec.resource}/:id`,
      baseParams: undefined,
      itemParams: idParams,
      ids,
    };
  }
  const { resource, param } = spec.parent;
  const base = `/${resource}/:id/${spec.resource}`;
  const itemParams = z.strictObject({ id: idSchema, [param]: idSchema });
  const ids = (params: Record<string, number>) => ({ id: params[param]!, parentId: params.id });
  return { base, item: `${base}/:${param}`, baseParams: { params: idParams }, itemParams, ids };
}

/** The service method an offered operation calls, or an error at start naming what is missing. */
function required<T>(method: T | undefined, spec: CrudRoutesSpec, operation: CrudOperation): T {
  if (!method) throw new Error(`${spec.resource}: the ${operation} operation has no service method or schema`);
  return method;
}

/** Registers the offered operations and the record's history (`history.ts`), read from `db`'s audit log. */
export function registerCrudRoutes<Q, C, U>(
  app: FastifyInstance,
  spec: CrudRoutesSpec,
  service: CrudService<Q, C, U>,
  db: Db,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, item, baseParams, itemParams, ids } = pathsOf(spec);
  const parentOf = (params: unknown) => (params as { id?: number } | undefined)?.id;
  const can = (action: 'list' | 'create' | 'edit' | 'delete') => `${action}-${spec.resource}` as PermissionName;
  const tags = [spec.resource];
  const { entity, listQuery } = spec.schemas;
  const offers = new Set(spec.operations ?? CRUD_OPERATIONS);

  if (offers.has('list')) {
    api.get(base, {
      config: { access: can('list') },
      schema: {
        tags,
        summary: `List ${spec.label}`,
        ...baseParams,
        querystring: listQuery,
        response: { 200: pageOf(entity) },
      },
      handler: (request) => service.list(request.query as Q, parentOf(request.params), viewerOf(request)),
    });
  }

  if (offers.has('show')) {
    api.get(item, {
      config: { access: can('list') },
      schema: { tags, summary: `Show one of ${spec.label}`, params: itemParams, response: { 200: entity } },
      handler: (request) => {
        const { id, parentId } = ids(request.params as never);
        return service.get(id, parentId, viewerOf(request));
      },
    });
  }

  // The audit log names a record by its integer id: rows keyed otherwise (pg-boss's job runs, by UUID) are no
  // staff's records and have no history.
  if ((offers.has('list') || offers.has('show')) && !(spec.table && is(spec.table.id, PgUUID))) {
    const open = (id: number, parentId: number | undefined, viewer: Viewer | undefined) =>
      service.get(id, parentId, viewer);
    const history = { ...spec, item, params: itemParams, ids, open, restorable: Boolean(spec.restorable) };
    registerHistory(app, db, history);
  }

  if (offers.has('create')) {
    const create = required(service.create, spec, 'create').bind(service);
    api.post(base, {
      config: { access: can('create') },
      schema: {
        tags,
        summary: `Create one of ${spec.label}`,
        ...baseParams,
        body: required(spec.schemas.create, spec, 'create'),
        response: { 201: entity },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await create(request.body as C, auditContextOf(request), parentOf(request.params))),
    });
  }

  if (offers.has('update')) {
    const update = required(service.update, spec, 'update').bind(service);
    api.put(item, {
      config: { access: can('edit') },
      schema: {
        tags,
        summary: `Update one of ${spec.label}`,
        description:
          "Send the version the edit is based on (the record's `updated_at`) in `If-Match`: a record changed since is " +
          'a 409 `stale_version` naming who changed it and when. Without `If-Match` the save overwrites.',
        params: itemParams,
        body: required(spec.schemas.update, spec, 'update'),
        response: { 200: entity },
      },
      handler: (request) => {
        const { id, parentId } = ids(request.params as never);
        return update(id, request.body as U, auditContextOf(request), parentId, basedOn(request));
      },
    });
  }

  if (offers.has('delete')) {
    const remove = required(service.remove, spec, 'delete').bind(service);
    api.delete(item, {
      config: { access: can('delete') },
      schema: { tags, summary: `Delete one of ${spec.label}`, params: itemParams },
      handler: async (request, reply) => {
        const { id, parentId } = ids(request.params as never);
        await remove(id, auditContextOf(request), parentId);
        return reply.status(204).send();
      },
    });
  }
}

/**
 * The routes of a resource (list, show, create, update, delete, or those of them it offers), each with its
 * permission (`list-`, `create-`, `edit-`, `delete-<resource>`), schemas and OpenAPI summary. Declared
 * resources get them from the kit; a module with its own service (admins, roles) registers the same routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams, type ListMeta, pageOf, type PermissionName, type PermissionResource } from '@backlot/contract';
import { type AuditContext, auditContextOf } from '../audit.js';
import { CRUD_OPERATIONS, type CrudOperation } from './declaration.js';

export type CrudRoutesSpec = {
  resource: PermissionResource;
  /** Plural noun for the OpenAPI summaries. */
  label: string;
  schemas: { entity: z.ZodType; create?: z.ZodType; update?: z.ZodType; listQuery: z.ZodType };
  /** Default: all five. */
  operations?: readonly CrudOperation[];
};

/** What the routes call: any service with these operations, whatever it does inside. */
export type CrudService<Q, C, U> = {
  list(query: Q): Promise<{ data: unknown[]; meta: ListMeta }>;
  get(id: number): Promise<unknown>;
  create?(body: C, ctx: AuditContext): Promise<unknown>;
  update?(id: number, body: U, ctx: AuditContext): Promise<unknown>;
  remove?(id: number, ctx: AuditContext): Promise<void>;
};

/** The service method an offered operation calls, or an error at start naming what is missing. */
function required<T>(method: T | undefined, spec: CrudRoutesSpec, operation: CrudOperation): T {
  if (!method) throw new Error(`${spec.resource}: the ${operation} operation has no service method or schema`);
  return method;
}

export function registerCrudRoutes<Q, C, U>(app: FastifyInstance, spec: CrudRoutesSpec, service: CrudService<Q, C, U>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${spec.resource}`;
  const can = (action: 'list' | 'create' | 'edit' | 'delete') => `${action}-${spec.resource}` as PermissionName;
  const tags = [spec.resource];
  const { entity, listQuery } = spec.schemas;
  const offers = new Set(spec.operations ?? CRUD_OPERATIONS);

  if (offers.has('list')) {
    api.get(base, {
      config: { access: can('list') },
      schema: { tags, summary: `List ${spec.label}`, querystring: listQuery, response: { 200: pageOf(entity) } },
      handler: (request) => service.list(request.query as Q),
    });
  }

  if (offers.has('show')) {
    api.get(`${base}/:id`, {
      config: { access: can('list') },
      schema: { tags, summary: `Show one of ${spec.label}`, params: idParams, response: { 200: entity } },
      handler: (request) => service.get(request.params.id),
    });
  }

  if (offers.has('create')) {
    const create = required(service.create, spec, 'create').bind(service);
    api.post(base, {
      config: { access: can('create') },
      schema: {
        tags,
        summary: `Create one of ${spec.label}`,
        body: required(spec.schemas.create, spec, 'create'),
        response: { 201: entity },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await create(request.body as C, auditContextOf(request))),
    });
  }

  if (offers.has('update')) {
    const update = required(service.update, spec, 'update').bind(service);
    api.put(`${base}/:id`, {
      config: { access: can('edit') },
      schema: {
        tags,
        summary: `Update one of ${spec.label}`,
        params: idParams,
        body: required(spec.schemas.update, spec, 'update'),
        response: { 200: entity },
      },
      handler: (request) => update(request.params.id, request.body as U, auditContextOf(request)),
    });
  }

  if (offers.has('delete')) {
    const remove = required(service.remove, spec, 'delete').bind(service);
    api.delete(`${base}/:id`, {
      config: { access: can('delete') },
      schema: { tags, summary: `Delete one of ${spec.label}`, params: idParams },
      handler: async (request, reply) => {
        await remove(request.params.id, auditContextOf(request));
        return reply.status(204).send();
      },
    });
  }
}

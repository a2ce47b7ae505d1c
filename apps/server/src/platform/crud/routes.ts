/**
 * The five routes of a resource (list, show, create, update, delete), each with its permission
 * (`list-`, `create-`, `edit-`, `delete-<resource>`), schemas and OpenAPI summary. Declared resources get
 * them from the kit; a module with its own service (admins, roles) registers the same routes over it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams, type ListMeta, pageOf, type PermissionName, type PermissionResource } from '@backlot/contract';
import { type AuditContext, auditContextOf } from '../audit.js';

export type CrudRoutesSpec = {
  resource: PermissionResource;
  /** Plural noun for the OpenAPI summaries. */
  label: string;
  schemas: { entity: z.ZodType; create: z.ZodType; update: z.ZodType; listQuery: z.ZodType };
};

/** What the routes call: any service with these five operations, whatever it does inside. */
export type CrudService<Q, C, U> = {
  list(query: Q): Promise<{ data: unknown[]; meta: ListMeta }>;
  get(id: number): Promise<unknown>;
  create(body: C, ctx: AuditContext): Promise<unknown>;
  update(id: number, body: U, ctx: AuditContext): Promise<unknown>;
  remove(id: number, ctx: AuditContext): Promise<void>;
};

export function registerCrudRoutes<Q, C, U>(app: FastifyInstance, spec: CrudRoutesSpec, service: CrudService<Q, C, U>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${spec.resource}`;
  const can = (action: 'list' | 'create' | 'edit' | 'delete') => `${action}-${spec.resource}` as PermissionName;
  const tags = [spec.resource];
  const { entity, create, update, listQuery } = spec.schemas;

  api.get(base, {
    config: { access: can('list') },
    schema: { tags, summary: `List ${spec.label}`, querystring: listQuery, response: { 200: pageOf(entity) } },
    handler: (request) => service.list(request.query as Q),
  });

  api.get(`${base}/:id`, {
    config: { access: can('list') },
    schema: { tags, summary: `Show one of ${spec.label}`, params: idParams, response: { 200: entity } },
    handler: (request) => service.get(request.params.id),
  });

  api.post(base, {
    config: { access: can('create') },
    schema: { tags, summary: `Create one of ${spec.label}`, body: create, response: { 201: entity } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(request.body as C, auditContextOf(request))),
  });

  api.put(`${base}/:id`, {
    config: { access: can('edit') },
    schema: { tags, summary: `Update one of ${spec.label}`, params: idParams, body: update, response: { 200: entity } },
    handler: (request) => service.update(request.params.id, request.body as U, auditContextOf(request)),
  });

  api.delete(`${base}/:id`, {
    config: { access: can('delete') },
    schema: { tags, summary: `Delete one of ${spec.label}`, params: idParams },
    handler: async (request, reply) => {
      await service.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });
}

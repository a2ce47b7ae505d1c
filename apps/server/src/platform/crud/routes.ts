/** The five routes of a declared resource, each with its permission, schemas and OpenAPI summary. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, pageOf, type PermissionName } from '@backlot/contract';
import { auditContextOf } from '../audit.js';
import type { CrudDeclaration } from './declaration.js';
import type { createCrudService } from './service.js';

type Service = ReturnType<typeof createCrudService>;

export function registerCrudRoutes<Q extends { page: number; per_page: number; sort?: string; q?: string }>(
  app: FastifyInstance,
  decl: CrudDeclaration<Q>,
  service: Service,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${decl.resource}`;
  const can = (action: string) => `${action}-${decl.resource}` as PermissionName;
  const tags = [decl.resource];

  api.get(base, {
    config: { access: can('list') },
    schema: { tags, summary: `List ${decl.label}`, querystring: decl.schemas.listQuery, response: { 200: pageOf(decl.schemas.entity) } },
    handler: (request) => service.list(request.query as never),
  });

  api.get(`${base}/:id`, {
    config: { access: can('list') },
    schema: { tags, summary: `Show one of ${decl.label}`, params: idParams, response: { 200: decl.schemas.entity } },
    handler: (request) => service.get(request.params.id),
  });

  api.post(base, {
    config: { access: can('create') },
    schema: { tags, summary: `Create one of ${decl.label}`, body: decl.schemas.create, response: { 201: decl.schemas.entity } },
    handler: async (request, reply) => {
      const created = await service.create(request.body as Record<string, unknown>, auditContextOf(request));
      return reply.status(201).send(created);
    },
  });

  api.put(`${base}/:id`, {
    config: { access: can('edit') },
    schema: { tags, summary: `Update one of ${decl.label}`, params: idParams, body: decl.schemas.update, response: { 200: decl.schemas.entity } },
    handler: (request) => service.update(request.params.id, request.body as Record<string, unknown>, auditContextOf(request)),
  });

  api.delete(`${base}/:id`, {
    config: { access: can('delete') },
    schema: { tags, summary: `Delete one of ${decl.label}`, params: idParams },
    handler: async (request, reply) => {
      await service.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });
}

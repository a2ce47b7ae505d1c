/** Roles and the permission catalogue. Each route declares its permission; the service acts. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  permissionCatalogue,
  role,
  roleAssign,
  roleCreate,
  roleListQuery,
  rolePage,
  roleUpdate,
} from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { Module } from '../module.js';
import { PERMISSION_CATALOGUE } from './catalogue.js';
import { createRolesService } from './service.js';

const tags = ['roles'];

export const rolesModule: Module = (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createRolesService(db);

  api.get('/roles', {
    config: { access: 'list-roles' },
    schema: { tags, summary: 'List roles', querystring: roleListQuery, response: { 200: rolePage } },
    handler: (request) => service.list(request.query),
  });

  api.get('/roles/:id', {
    config: { access: 'list-roles' },
    schema: { tags, summary: 'Show a role', params: idParams, response: { 200: role } },
    handler: (request) => service.get(request.params.id),
  });

  api.post('/roles', {
    config: { access: 'create-roles' },
    schema: { tags, summary: 'Create a role', body: roleCreate, response: { 201: role } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(request.body, auditContextOf(request))),
  });

  api.put('/roles/:id', {
    config: { access: 'edit-roles' },
    schema: { tags, summary: 'Update a role', params: idParams, body: roleUpdate, response: { 200: role } },
    handler: (request) => service.update(request.params.id, request.body, auditContextOf(request)),
  });

  api.delete('/roles/:id', {
    config: { access: 'delete-roles' },
    schema: { tags, summary: 'Delete a role; its holders lose its permissions at once', params: idParams },
    handler: async (request, reply) => {
      await service.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });

  api.post('/roles/:id/assign', {
    config: { access: 'assign-roles' },
    schema: {
      tags,
      summary: "Replace a role's permissions and/or its holders",
      params: idParams,
      body: roleAssign,
      response: { 200: role },
    },
    handler: (request) => service.assign(request.params.id, request.body, auditContextOf(request)),
  });

  api.get('/permissions', {
    config: { access: 'list-roles' },
    schema: { tags, summary: 'The permission catalogue, grouped', response: { 200: permissionCatalogue } },
    handler: () => PERMISSION_CATALOGUE,
  });
};

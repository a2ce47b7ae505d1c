/** Admins: the staff accounts. Each route declares its permission; the service acts. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  admin,
  adminCreate,
  adminListQuery,
  adminPage,
  adminUpdate,
  allocatedMemberListQuery,
  allocatedMemberPage,
  idParams,
  type PermissionName,
} from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { Module } from '../module.js';
import { createAdminsService, type AdminsService } from './service.js';

const tags = ['admins'];

/** POST /admins/{id}/<action>: each answers the admin as it now is. */
const ACTIONS: Array<{
  path: string;
  access: PermissionName;
  summary: string;
  act: (s: AdminsService) => AdminsService['enable'];
}> = [
  { path: 'enable', access: 'enable-admins', summary: 'Enable an admin', act: (s) => s.enable },
  { path: 'disable', access: 'disable-admins', summary: 'Disable an admin and sign them out', act: (s) => s.disable },
  {
    path: 'resetQRCode',
    access: 'reset-qrcode-admins',
    summary: "Unbind an admin's authenticator",
    act: (s) => s.resetTwoFactor,
  },
];

export const adminsModule: Module = (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminsService(db);

  api.get('/admins', {
    config: { access: 'list-admins' },
    schema: { tags, summary: 'List admins', querystring: adminListQuery, response: { 200: adminPage } },
    handler: (request) => service.list(request.query),
  });

  api.get('/admins/:id', {
    config: { access: 'list-admins' },
    schema: { tags, summary: 'Show an admin', params: idParams, response: { 200: admin } },
    handler: (request) => service.get(request.params.id),
  });

  api.post('/admins', {
    config: { access: 'create-admins' },
    schema: { tags, summary: 'Create an admin', body: adminCreate, response: { 201: admin } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(request.body, auditContextOf(request))),
  });

  api.put('/admins/:id', {
    config: { access: 'edit-admins' },
    schema: { tags, summary: 'Update an admin', params: idParams, body: adminUpdate, response: { 200: admin } },
    handler: (request) => service.update(request.params.id, request.body, auditContextOf(request)),
  });

  api.delete('/admins/:id', {
    config: { access: 'delete-admins' },
    schema: { tags, summary: 'Delete an admin', params: idParams },
    handler: async (request, reply) => {
      await service.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });

  for (const action of ACTIONS) {
    api.post(`/admins/:id/${action.path}`, {
      config: { access: action.access },
      schema: { tags, summary: action.summary, params: idParams, response: { 200: admin } },
      handler: (request) => action.act(service)(request.params.id, auditContextOf(request)),
    });
  }

  api.get('/admins/:id/allocated-members', {
    config: { access: 'list-allocated-members' },
    schema: {
      tags,
      summary: 'List the members of the channels an admin is assigned to',
      params: idParams,
      querystring: allocatedMemberListQuery,
      response: { 200: allocatedMemberPage },
    },
    handler: (request) => service.allocatedMembers(request.params.id, request.query),
  });
};

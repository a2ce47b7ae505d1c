/**
 * Saved views of lists (contract `saved-views.ts`). Every route is the signed-in admin's own (`signed-in`): the
 * service reads only what they own or what is shared with a role they hold, and changes only what they own.
 */
import {
  idParams,
  savedView,
  savedViewCreate,
  savedViewList,
  savedViewListQuery,
  savedViewUpdate,
  shareableRoles,
} from '@backlot/contract';
import { actorOf } from '../../platform/access.js';
import { auditContextOf } from '../../platform/audit.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { savedViewsService } from './service.js';

const tags = ['saved-views'];
const access = 'signed-in' as const;

export const savedViewsModule: Module = (app, deps) => {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const service = savedViewsService(deps.db, deps.routes);

  api.get('/saved-views', {
    config: { access },
    schema: {
      tags,
      summary: "The signed-in admin's saved views and those shared with their roles",
      querystring: savedViewListQuery,
      response: { 200: savedViewList },
    },
    handler: async (request) => ({ data: await service.list(actorOf(request), request.query.resource) }),
  });

  api.get('/saved-views/roles', {
    config: { access },
    schema: {
      tags,
      summary: 'The roles the signed-in admin may share a view with',
      response: { 200: shareableRoles },
    },
    handler: async (request) => ({ data: await service.roles(actorOf(request)) }),
  });

  api.post('/saved-views', {
    config: { access },
    schema: { tags, summary: 'Save a view of a list', body: savedViewCreate, response: { 201: savedView } },
    handler: async (request, reply) => {
      const view = await service.create(actorOf(request), auditContextOf(request), request.body);
      return reply.status(201).send(view);
    },
  });

  api.patch('/saved-views/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Rename, update, share or unshare one of my views',
      params: idParams,
      body: savedViewUpdate,
      response: { 200: savedView },
    },
    handler: (request) => service.update(actorOf(request), auditContextOf(request), request.params.id, request.body),
  });

  api.delete('/saved-views/:id', {
    config: { access },
    schema: { tags, summary: 'Delete one of my views', params: idParams },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), auditContextOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  api.put('/saved-views/:id/default', {
    config: { access },
    schema: {
      tags,
      summary: 'Make a view my default of its list',
      params: idParams,
      response: { 200: savedView },
    },
    handler: (request) => service.markDefault(actorOf(request), request.params.id, true),
  });

  api.delete('/saved-views/:id/default', {
    config: { access },
    schema: {
      tags,
      summary: 'Stop a view being my default of its list',
      params: idParams,
      response: { 200: savedView },
    },
    handler: (request) => service.markDefault(actorOf(request), request.params.id, false),
  });
};

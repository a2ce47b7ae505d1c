/** Admins: the staff accounts. Each route declares its permission; the service acts. */
import {
  admin,
  adminCreate,
  adminListQuery,
  adminUpdate,
  allocatedMemberListQuery,
  allocatedMemberPage,
  idParams,
} from '@backlot/contract';
import { registerActions, registerCrudRoutes } from '../../platform/crud/index.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { viewerOf } from '../../platform/viewer.js';
import type { Module } from '../module.js';
import { adminActions, adminActionTarget } from './actions.js';
import { createAdminsService } from './service.js';

const tags = ['admins'];

export const adminsModule: Module = (app, { db }) => {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const service = createAdminsService(db);

  registerCrudRoutes(
    app,
    {
      resource: 'admins',
      label: 'admins',
      schemas: { entity: admin, create: adminCreate, update: adminUpdate, listQuery: adminListQuery },
    },
    service,
    db,
  );

  registerActions(app, db, adminActionTarget(service), adminActions);

  api.get('/admins/:id/allocated-members', {
    config: { access: 'list-allocated-members' },
    schema: {
      tags,
      summary: 'List the members of the channels an admin is assigned to',
      params: idParams,
      querystring: allocatedMemberListQuery,
      response: { 200: allocatedMemberPage },
    },
    handler: (request) => service.allocatedMembers(request.params.id, request.query, viewerOf(request)),
  });
};

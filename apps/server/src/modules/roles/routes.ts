/** Roles and the permission catalogue. Each route declares its permission; the service acts. */
import {
  idParams,
  permissionCatalogue,
  role,
  roleAssign,
  roleCreate,
  roleListQuery,
  roleUpdate,
} from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import { registerCrudRoutes } from '../../platform/crud/index.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { PERMISSION_CATALOGUE } from './catalogue.js';
import { createRolesService } from './service.js';

const tags = ['roles'];

export const rolesModule: Module = (app, { db }) => {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const service = createRolesService(db);

  registerCrudRoutes(
    app,
    {
      resource: 'roles',
      label: 'roles',
      schemas: { entity: role, create: roleCreate, update: roleUpdate, listQuery: roleListQuery },
    },
    service,
    db,
  );

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

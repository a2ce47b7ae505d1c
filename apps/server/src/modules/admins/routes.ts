/** Admins: the staff accounts. Each route declares its permission; the service acts. */
import {
  admin,
  adminCreate,
  adminListQuery,
  adminUpdate,
  allocatedMemberListQuery,
  allocatedMemberPage,
  idParams,
  type PermissionName,
} from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import { registerCrudRoutes } from '../../platform/crud/index.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
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
  );

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

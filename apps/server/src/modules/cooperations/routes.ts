/**
 * Cooperation requests: a declared resource without create or update (they arrive through the intake), with
 * the transitions solve and archive. The answer names the site a request came from.
 */
import { cooperation, cooperationFilters, cooperationIntake, cooperationListQuery } from '@backlot/contract';
import { cooperations } from '../../db/schema/index.js';
import { crudResource, stateMachine } from '../../platform/crud/index.js';
import { registerIntake } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { receiveCooperation } from './intake.js';

const { idempotency_key: _key, ...own } = wireColumns(cooperations);

export const cooperationsModule: Module<Uses<'intake'>> = (app, deps, { intake }) => {
  const { db } = deps;
  crudResource(app, deps, {
    resource: 'cooperations',
    label: 'cooperation requests',
    table: cooperations,
    operations: ['list', 'show', 'delete'],
    schemas: { entity: cooperation, listQuery: cooperationListQuery },
    read: {
      columns: { ...own, site_name: siteName(cooperations.siteId) },
    },
    nameField: 'subject',
    search: [cooperations.subject, cooperations.name, cooperations.email],
    filters: {
      declared: cooperationFilters,
      targets: { status: cooperations.status, site_id: cooperations.siteId, created: cooperations.createdAt },
    },
    sort: { id: cooperations.id, status: cooperations.status, created_at: cooperations.createdAt },
    defaultSort: '-created_at',
    actions: stateMachine('status', {
      solve: {
        summary: 'Mark a cooperation request solved',
        from: ['open'],
        to: 'solved',
        set: () => ({ solvedAt: new Date() }),
      },
      archive: { summary: 'Archive a cooperation request', from: ['open', 'solved'], to: 'archived' },
    }),
  });

  registerIntake(app, intake, {
    path: 'cooperations',
    summary: 'Receive a cooperation request from a member site',
    body: cooperationIntake,
    receive: (site, body, key) => receiveCooperation(db, site.id, body, key),
  });
};

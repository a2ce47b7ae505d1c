/**
 * Cooperation requests: a declared resource without create or update (they arrive through the intake), with
 * the transitions solve and archive. The answer names the site a request came from and carries its attachment.
 */
import { cooperationIntake, cooperationManifest } from '@backlot/contract';
import { cooperations } from '../../db/schema/index.js';
import { crudResource, declared, fileField, transitionsOf } from '../../platform/crud/index.js';
import { registerIntake } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { receiveCooperation } from './intake.js';

const { idempotency_key: _key, ...own } = wireColumns(cooperations);

export const cooperationsModule: Module<Uses<'intake' | 'siteUploads'>> = (app, deps, { intake, siteUploads }) => {
  const { db } = deps;
  crudResource(
    app,
    deps,
    declared(cooperationManifest, {
      table: cooperations,
      label: 'cooperation requests',
      operations: ['list', 'show', 'delete'],
      read: { columns: { ...own, site_name: siteName(cooperations.siteId) } },
      filterTargets: { created: cooperations.createdAt },
      files: { attachment_id: fileField({ column: cooperations.attachmentId, kind: 'attachment', as: 'attachment' }) },
      actions: transitionsOf(cooperationManifest, {
        solve: { summary: 'Mark a cooperation request solved', to: 'solved', set: () => ({ solvedAt: new Date() }) },
        archive: { summary: 'Archive a cooperation request', to: 'archived' },
      }),
    }),
  );

  registerIntake(app, intake, {
    path: 'cooperations',
    summary: 'Receive a cooperation request from a member site',
    body: cooperationIntake,
    receive: (site, body, key) => receiveCooperation(db, siteUploads, site.id, body, key),
  });
};

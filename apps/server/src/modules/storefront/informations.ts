/**
 * Site texts: a declared resource without delete, one per type and site (a second is a 422 on `type`), whose
 * rich text is sanitized on every write.
 */
import { informationManifest } from '@backlot/contract';
import { informations } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { sanitizingWrites } from '../../platform/rich-text.js';
import type { Module } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const sanitized = sanitizingWrites(['content', 'contentCn']);

export const informationsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(informationManifest, {
      table: informations,
      restorable: true,
      label: 'site texts',
      operations: ['list', 'show', 'create', 'update'],
      read: siteOwnedRead(informations),
      references: siteReference,
      uniqueIndexes: { type: 'informations_site_type_key' },
      writes: { create: sanitized, update: sanitized },
    }),
  );
};

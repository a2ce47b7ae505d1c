/**
 * Site texts: a declared resource without delete, one per type and site (a second is a 422 on `type`), whose
 * rich text is sanitized on every write.
 */
import {
  information,
  informationCreate,
  informationFilters,
  informationListQuery,
  informationUpdate,
} from '@backlot/contract';
import { informations } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import { sanitizingWrites } from '../../platform/rich-text.js';
import type { Module } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const sanitized = sanitizingWrites(['content', 'contentCn']);

export const informationsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'informations',
    label: 'site texts',
    table: informations,
    operations: ['list', 'show', 'create', 'update'],
    schemas: {
      entity: information,
      create: informationCreate,
      update: informationUpdate,
      listQuery: informationListQuery,
    },
    read: siteOwnedRead(informations),
    nameField: 'title',
    search: [informations.title, informations.titleCn],
    references: siteReference,
    unique: [
      {
        field: 'type',
        column: informations.type,
        index: 'informations_site_type_key',
        scope: [informations.siteId],
      },
    ],
    filters: {
      declared: informationFilters,
      targets: { site_id: informations.siteId, type: informations.type },
    },
    sort: {
      id: informations.id,
      type: informations.type,
      title: informations.title,
      updated_at: informations.updatedAt,
    },
    defaultSort: 'type',
    writes: { create: sanitized, update: sanitized },
  });
};

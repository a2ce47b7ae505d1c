/** Tags label videos. Names are unique, ignoring case, in each language. */
import { field, manifest } from './manifest.js';
import type { z } from 'zod';

export const tagManifest = manifest({
  resource: 'tags',
  fields: {
    id: field.id(),
    name: field.text(64).sortable().searched().unique(),
    name_cn: field.text(64).sortable().searched().unique(),
    /** Display order on the site: smaller first. */
    sort: field.integer(0, 1_000_000).default(0).sortable(),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'sort',
  bulk: ['delete'],
});
export const {
  entity: tag,
  create: tagCreate,
  update: tagUpdate,
  listQuery: tagListQuery,
  page: tagPage,
} = tagManifest;
export type Tag = z.infer<typeof tag>;

/** Directors credited on videos. Names are unique, ignoring case. */
import { field, manifest } from './manifest.js';
import type { z } from 'zod';

export const directorManifest = manifest({
  resource: 'directors',
  fields: { id: field.id(), name: field.text(128).sortable().searched().unique(), ...field.timestamps() },
  nameField: 'name',
  defaultSort: 'name',
  bulk: ['delete'],
});
export const {
  entity: director,
  create: directorCreate,
  update: directorUpdate,
  listQuery: directorListQuery,
  page: directorPage,
} = directorManifest;
export type Director = z.infer<typeof director>;

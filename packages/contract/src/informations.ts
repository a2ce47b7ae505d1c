/**
 * Informations: a site's texts by `type` (about, terms, privacy, the 2257 statement, ...), one of each type
 * per site (a second is a 422 on `type`), with a title and rich-text content in both languages, sanitized by
 * the server. Staff list, create and edit them; there is no delete — a site always keeps its legal texts.
 */
import type { z } from 'zod';
import { INFORMATION_TYPES } from './choices.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

/** Longest site text, in characters of HTML. */
export const MAX_INFORMATION_HTML = 200_000;

export const informationFilters = filters({ site_id: idFilter(), type: enumFilter(INFORMATION_TYPES) });

export const informationManifest = manifest({
  resource: 'informations',
  fields: {
    id: field.id(),
    ...field.site(),
    type: field.enumOf(INFORMATION_TYPES).sortable().unique('site_id'),
    title: field.text(200).sortable().searched(),
    title_cn: field.text(200).searched(),
    content: field.html(MAX_INFORMATION_HTML).default(''),
    content_cn: field.html(MAX_INFORMATION_HTML).default(''),
    created_at: field.instant(),
    updated_at: field.instant().sortable(),
  },
  nameField: 'title',
  defaultSort: 'type',
  filters: informationFilters,
});
export const {
  entity: information,
  create: informationCreate,
  update: informationUpdate,
  listQuery: informationListQuery,
  page: informationPage,
} = informationManifest;
export type Information = z.infer<typeof information>;

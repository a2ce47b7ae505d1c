import { seoFilters, seoCreate, seoUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { pageOptions, siteField, siteFilter } from '../../lib/storefront/fields';
import { seosApi, type Seo } from './api';
import { SEOS_PATH, seoPermissions } from './constants';

const tagName = (tag: RelatedRecord) => `${String(tag.name)} · ${String(tag.nameCn)}`;

/** Title and description per site page or tag page; the tag is picked by searching the tags. */
export const seoResource = defineResource<Seo>({
  ns: 'seos',
  path: SEOS_PATH,
  api: seosApi,
  permissions: seoPermissions,
  defaultSort: 'page',
  titleOf: (seo) => seo.title,
  filters: contractFilters(seoFilters, {
    site_id: siteFilter(),
    site_page: { label: 'sitePage', options: pageOptions },
    tag_id: pickedBy<RelatedRecord>('fields.tag', 'tags', tagName),
  }),
  fields: [
    commonFields.id,
    siteField<Seo>(),
    { name: 'page', label: 'fields.page', valueType: 'select', options: pageOptions, help: 'help.page' },
    {
      name: 'tagId',
      label: 'fields.tag',
      valueType: 'record',
      relation: { path: 'tags', labelOf: tagName },
      render: (seo) => (seo.tag ? tagName(seo.tag) : '—'),
      help: 'help.tag',
    },
    { name: 'title', label: 'fields.title', sortable: true, width: 240 },
    { name: 'titleCn', label: 'fields.titleCn', width: 200 },
    { name: 'description', label: 'fields.description', valueType: 'textarea', help: 'help.description', width: 280 },
    { name: 'descriptionCn', label: 'fields.descriptionCn', valueType: 'textarea', hiddenByDefault: true },
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing an entry. */
export const seoSchemas: FormSchemas = { create: seoCreate, update: seoUpdate };

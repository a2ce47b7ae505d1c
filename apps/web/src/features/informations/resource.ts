import { informationFilters, informationCreate, informationUpdate } from '@backlot/contract';
import { commonFields, contractFilters, defineResource, type FormSchemas } from '../../lib/resource';
import { siteField, siteFilter } from '../../lib/storefront/fields';
import { informationsApi, type Information } from './api';
import { INFORMATIONS_PATH, informationPermissions, informationTypes } from './constants';

/** A site's texts by type, in rich text in both languages; edited at `:id/edit`, never deleted. */
export const informationResource = defineResource<Information>({
  ns: 'informations',
  path: INFORMATIONS_PATH,
  api: informationsApi,
  permissions: informationPermissions,
  defaultSort: 'type',
  editAfterId: true,
  titleOf: (information) => information.title,
  filters: contractFilters(informationFilters, {
    site_id: siteFilter(),
    type: { label: 'fields.type', options: informationTypes },
  }),
  fields: [
    commonFields.id,
    siteField<Information>(),
    {
      name: 'type',
      label: 'fields.type',
      valueType: 'select',
      options: informationTypes,
      sortable: true,
      help: 'help.type',
    },
    { name: 'title', label: 'fields.title', sortable: true, width: 260 },
    { name: 'titleCn', label: 'fields.titleCn', width: 220 },
    { name: 'content', label: 'fields.content', valueType: 'html', hideInTable: true, defaultValue: '' },
    { name: 'contentCn', label: 'fields.contentCn', valueType: 'html', hideInTable: true, defaultValue: '' },
    { ...commonFields.updatedAt, hiddenByDefault: false, sortable: true },
  ],
});

/** The form's rules, creating and editing a site text. */
export const informationSchemas: FormSchemas = { create: informationCreate, update: informationUpdate };

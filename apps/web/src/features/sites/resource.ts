import { commonFields, defineResource } from '../../lib/resource';
import { sitesApi, type Site } from './api';
import { SITES_PATH, sitePermissions } from './constants';

export const siteResource = defineResource<Site>({
  ns: 'sites',
  path: SITES_PATH,
  api: sitesApi,
  permissions: sitePermissions,
  defaultSort: 'name',
  hasShow: true,
  titleOf: (site) => site.name,
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'domain', label: 'fields.domain', sortable: true, help: 'help.domain' },
    { name: 'description', label: 'fields.description', valueType: 'textarea', hiddenByDefault: true },
    { name: 'descriptionCn', label: 'fields.descriptionCn', valueType: 'textarea', hiddenByDefault: true },
    {
      name: 'intakeKeyHint',
      label: 'fields.intakeKeyHint',
      hideInForm: true,
      render: (site) => `…${site.intakeKeyHint}`,
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

import { siteCreate, siteUpdate } from '@backlot/contract';
import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { commonFields, defineResource, type FormSchemas } from '../../lib/resource';
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
  secret: { field: 'intakeKey', title: 'key.title', hint: 'key.hint' },
  actions: [
    {
      name: 'rotateKey',
      permission: 'edit-sites',
      label: 'actions.rotateKey',
      icon: createElement(KeyOutlined),
      danger: true,
      confirm: 'actions.confirmRotateKey',
      success: 'actions.keyRotated',
    },
  ],
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

/** The form's rules. A new site's intake key is made by the server. */
export const siteSchemas: FormSchemas = { create: siteCreate, update: siteUpdate };

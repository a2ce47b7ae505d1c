import { siteManifest } from '@backlot/contract';
import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { defineResource } from '../../lib/resource';
import { sitesApi, type Site } from './api';
import { SITES_PATH, sitePermissions } from './constants';

export const siteResource = defineResource<Site>({
  ns: 'sites',
  path: SITES_PATH,
  api: sitesApi,
  permissions: sitePermissions,
  hasShow: true,
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
  manifest: siteManifest,
  presentation: {
    domain: { help: 'help.domain' },
    description: { hiddenByDefault: true },
    descriptionCn: { hiddenByDefault: true },
    intakeKeyHint: { render: (site) => `…${site.intakeKeyHint}` },
    // Shown once, in the dialog of the answer that made it (`secret`), never as a field.
    intakeKey: false,
  },
});

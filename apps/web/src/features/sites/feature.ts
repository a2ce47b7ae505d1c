import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { resourceFeature } from '../../lib/resource-feature';

/**
 * Sites: children of the `/videos` group. A site's intake key is answered once (on create and on "New intake
 * key") and shown once, in a dialog; the audit log shows the key's hash only as changed, and its last four.
 */
export const sites = resourceFeature({
  ns: 'sites',
  path: '/videos/sites',
  manifest: () => import('@backlot/contract/sites').then((m) => m.siteManifest),
  messages: () => import('./messages'),
  declaration: {
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
    presentation: {
      domain: { help: 'help.domain' },
      description: { hiddenByDefault: true },
      descriptionCn: { hiddenByDefault: true },
      intakeKeyHint: { render: (site) => `…${site.intakeKeyHint}` },
      // Shown once, in the dialog of the answer that made it (`secret`), never as a field.
      intakeKey: false,
    },
  },
  pages: { create: true, edit: true, show: true },
  recordFields: { kept: ['intakeKeyHint'] },
});

import { INFORMATION_TYPES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource/options';
import { siteFilter } from '../../lib/storefront/fields';
import { resourceFeature } from '../../lib/resource-feature';

/**
 * Site texts: children of the `/blocks` group. A site's texts by type, in rich text in both languages; edited
 * at `:id/edit`, never deleted.
 */
export const informations = resourceFeature({
  ns: 'informations',
  path: '/blocks/informations',
  manifest: () => import('@backlot/contract/informations').then((m) => m.informationManifest),
  messages: () => import('./messages'),
  permissions: { list: 'list-informations', create: 'create-informations', edit: 'edit-informations' },
  declaration: {
    editAfterId: true,
    filters: { site_id: siteFilter(), type: { label: 'fields.type', options: optionsOf(INFORMATION_TYPES, 'type') } },
    presentation: {
      siteId: { width: 140 },
      type: { help: 'help.type' },
      title: { width: 260 },
      titleCn: { width: 220 },
      content: { hideInTable: true },
      contentCn: { hideInTable: true },
      createdAt: false,
      updatedAt: { hiddenByDefault: false, sortable: true },
    },
  },
  pages: { create: true, edit: true },
});

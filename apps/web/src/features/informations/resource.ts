import { informationFilters, informationManifest } from '@backlot/contract';
import { contractFilters, defineResource } from '../../lib/resource';
import { siteFilter } from '../../lib/storefront/fields';
import { informationsApi, type Information } from './api';
import { INFORMATIONS_PATH, informationPermissions, informationTypes } from './constants';

/** A site's texts by type, in rich text in both languages; edited at `:id/edit`, never deleted. */
export const informationResource = defineResource<Information>({
  ns: 'informations',
  path: INFORMATIONS_PATH,
  api: informationsApi,
  permissions: informationPermissions,
  manifest: informationManifest,
  editAfterId: true,
  filters: contractFilters(informationFilters, {
    site_id: siteFilter(),
    type: { label: 'fields.type', options: informationTypes },
  }),
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
});

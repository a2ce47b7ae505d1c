import { commonFields, defineResource } from '../../lib/resource';
import { advertisementsApi, type Advertisement } from './api';
import { ADVERTISEMENTS_PATH, advertisementPermissions, advertisementSlots, ctaPositions } from './constants';

/** The fixed ad slots every site shares: their pictures, link and call to action. */
export const advertisementResource = defineResource<Advertisement>({
  ns: 'advertisements',
  path: ADVERTISEMENTS_PATH,
  api: advertisementsApi,
  permissions: advertisementPermissions,
  defaultSort: 'id',
  hasShow: true,
  titleOf: (ad) => ad.name,
  fields: [
    commonFields.id,
    {
      name: 'position',
      label: 'fields.position',
      valueType: 'select',
      options: advertisementSlots,
      sortable: true,
      hideInForm: true,
      help: 'help.position',
    },
    { name: 'name', label: 'fields.name', sortable: true, width: 220 },
    { name: 'image', label: 'fields.image', valueType: 'image', writes: 'imageId', width: 120 },
    {
      name: 'mobileImage',
      label: 'fields.mobileImage',
      valueType: 'image',
      writes: 'mobileImageId',
      hiddenByDefault: true,
    },
    { name: 'link', label: 'fields.link', help: 'help.link', width: 240 },
    {
      name: 'ctaPosition',
      label: 'fields.ctaPosition',
      valueType: 'select',
      options: ctaPositions,
      defaultValue: 'right',
    },
    commonFields.updatedAt,
  ],
});

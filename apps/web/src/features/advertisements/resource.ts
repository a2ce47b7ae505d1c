import { advertisementManifest } from '@backlot/contract';
import { defineResource } from '../../lib/resource';
import { advertisementsApi, type Advertisement } from './api';
import { ADVERTISEMENTS_PATH, advertisementPermissions, advertisementSlots, ctaPositions } from './constants';

/**
 * The fixed ad slots every site shares: their pictures, link and call to action. The slots are never created:
 * their whole settings stand in for a create body, so the form checks each field as other edit forms do.
 */
export const advertisementResource = defineResource<Advertisement>({
  ns: 'advertisements',
  path: ADVERTISEMENTS_PATH,
  api: advertisementsApi,
  permissions: advertisementPermissions,
  manifest: advertisementManifest,
  leading: ['id', 'position', 'name', 'image', 'mobileImage'],
  hasShow: true,
  presentation: {
    position: { options: advertisementSlots, help: 'help.position' },
    name: { width: 220 },
    link: { help: 'help.link', width: 240 },
    ctaPosition: { options: ctaPositions, defaultValue: 'right' },
    imageId: false,
    image: { valueType: 'image', writes: 'imageId', width: 120 },
    mobileImageId: false,
    mobileImage: { valueType: 'image', writes: 'mobileImageId', hiddenByDefault: true },
    createdAt: false,
  },
});

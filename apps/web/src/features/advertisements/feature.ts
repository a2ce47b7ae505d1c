import { ADVERTISEMENT_SLOTS, CTA_POSITIONS } from '@backlot/contract';
import { optionsOf } from '../../lib/resource/options';
import { resourceFeature } from '../../lib/resource-feature';

/**
 * The fixed ad slots every site shares (children of the `/blocks` group): their pictures, link and call to
 * action. The slots are listed, shown and edited, never created or deleted: their whole settings stand in for a
 * create body, so the form checks each field as other edit forms do.
 */
export const advertisements = resourceFeature({
  ns: 'advertisements',
  path: '/blocks/advertisements',
  manifest: () => import('@backlot/contract/advertisements').then((m) => m.advertisementManifest),
  messages: () => import('./messages'),
  permissions: { list: 'list-advertisements', edit: 'edit-advertisements' },
  declaration: {
    leading: ['id', 'position', 'name', 'image', 'mobileImage'],
    presentation: {
      position: { options: optionsOf(ADVERTISEMENT_SLOTS, 'slots'), help: 'help.position' },
      name: { width: 220 },
      link: { help: 'help.link', width: 240 },
      ctaPosition: { options: optionsOf(CTA_POSITIONS, 'cta'), defaultValue: 'right' },
      imageId: false,
      image: { valueType: 'image', writes: 'imageId', width: 120 },
      mobileImageId: false,
      mobileImage: { valueType: 'image', writes: 'mobileImageId', hiddenByDefault: true },
      createdAt: false,
    },
  },
  pages: { edit: true, show: true },
  recordFields: { values: { position: 'slots', ctaPosition: 'cta' } },
});

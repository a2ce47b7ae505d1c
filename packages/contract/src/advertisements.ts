/**
 * Advertisements: the fixed ad slots of the member sites (`ADVERTISEMENT_SLOTS`), shared by every site and
 * seeded with the database — listed, shown and edited, never created or deleted. A slot's `position` is its
 * identity and cannot change; its name, pictures (desktop and mobile), link and CTA placement can. A block of
 * type `advertisement` shows one slot.
 */
import { z } from 'zod';
import { ADVERTISEMENT_SLOTS, CTA_POSITIONS } from './choices.js';
import { field, manifest } from './manifest.js';
import { externalLink, fileAnswer } from './storefront.js';

export const advertisementManifest = manifest({
  resource: 'advertisements',
  fields: {
    id: field.id(),
    position: field.enumOf(ADVERTISEMENT_SLOTS).readOnly().sortable().searched(),
    name: field.text(120).sortable().searched(),
    link: field.of('text', z.string(), externalLink()).nullable(),
    cta_position: field.enumOf(CTA_POSITIONS),
    image_id: field.file(),
    image: field.answer(fileAnswer),
    mobile_image_id: field.file(),
    mobile_image: field.answer(fileAnswer),
    created_at: field.instant(),
    updated_at: field.instant(),
  },
  nameField: 'name',
  defaultSort: 'id',
});
export const {
  entity: advertisement,
  /** Everything staff set on a slot (what its edit form checks); `PUT` takes any part of it. */
  create: advertisementSettings,
  update: advertisementUpdate,
  listQuery: advertisementListQuery,
  page: advertisementPage,
} = advertisementManifest;
export type Advertisement = z.infer<typeof advertisement>;

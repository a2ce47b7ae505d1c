/**
 * Advertisements: the fixed ad slots of the member sites (`ADVERTISEMENT_SLOTS`), shared by every site and
 * seeded with the database — listed, shown and edited, never created or deleted. A slot's `position` is its
 * identity and cannot change; its name, pictures (desktop and mobile), link and CTA placement can. A block of
 * type `advertisement` shows one slot.
 */
import { z } from 'zod';
import { ADVERTISEMENT_SLOTS, CTA_POSITIONS } from './choices.js';
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { externalLink, fileAnswer, fileId } from './storefront.js';
import { requiredText } from './text.js';

export const advertisement = z.object({
  id: z.number().int(),
  position: z.enum(ADVERTISEMENT_SLOTS),
  name: z.string(),
  link: z.string().nullable(),
  cta_position: z.enum(CTA_POSITIONS),
  image_id: z.number().int().nullable(),
  image: fileAnswer,
  mobile_image_id: z.number().int().nullable(),
  mobile_image: fileAnswer,
  created_at: instant,
  updated_at: instant,
});
export type Advertisement = z.infer<typeof advertisement>;

/** Everything staff set on a slot (what its edit form checks); `PUT` takes any part of it. */
export const advertisementSettings = z.strictObject({
  name: requiredText(120),
  link: externalLink().nullish(),
  cta_position: z.enum(CTA_POSITIONS),
  image_id: fileId(),
  mobile_image_id: fileId(),
});
export const advertisementUpdate = advertisementSettings.partial();
export const advertisementListQuery = listQuery.extend({ sort: sortParam(['id', 'position', 'name']) });
export const advertisementPage = pageOf(advertisement);

/**
 * Galleries: the ordered photos of a video or a model (`/videos/{id}/photos`, `/models/{id}/photos`), each a
 * stored image. Adding appends to the end; `PUT` gives the whole new order (the same photos, rearranged);
 * removing takes one photo off the gallery (its file stays while anything else names it). Every change is
 * under the owner's `edit-` permission and answers the gallery as it now is.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { storedFile } from './files.js';

export const MAX_GALLERY_PHOTOS = 200;

export const gallery = z.object({ data: z.array(storedFile) });
export type Gallery = z.infer<typeof gallery>;

/** `POST /{id}/photos`: image files to append, in this order; one already there is a 422. */
export const galleryAdd = z.strictObject({ file_ids: z.array(idSchema).min(1).max(50) });
/** `PUT /{id}/photos`: every photo of the gallery, in the new order. */
export const galleryOrder = z.strictObject({ file_ids: z.array(idSchema).max(MAX_GALLERY_PHOTOS) });
export const galleryPhotoParams = z.strictObject({ id: idSchema, photoId: idSchema });

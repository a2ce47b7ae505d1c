/**
 * Private files of a record (`/<resource>/{id}/scans`): scans of a performer's identity document or signed
 * release, several per record (front and back). Listed (name, size, type, uploaded at and by) under the
 * record's `list-` permission, uploaded and deleted under its `edit-` permission, read only through
 * `GET /<resource>/{id}/scans/{scanId}/content` with the bearer token — never a signed URL — each read audited.
 */
import { z } from 'zod';
import { idSchema, instant } from './common.js';

export const privateFile = z.object({
  id: z.number().int(),
  /** The uploader's file name, for display and downloads only. */
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: instant,
  created_by: z.number().int().nullable(),
  /** The uploading admin's username; null once that admin is deleted. */
  created_by_name: z.string().nullable(),
});
export type PrivateFile = z.infer<typeof privateFile>;
export const privateFileList = z.object({ data: z.array(privateFile) });
export const privateFileParams = z.strictObject({ id: idSchema, scanId: idSchema });
/** The most scans one record holds. */
export const MAX_PRIVATE_FILES = 20;

/**
 * Bulk actions, a capability of the resource kit: a resource's manifest names (`bulk: ['publish', 'delete']`)
 * which of its transitions, and whether its delete, staff may run on many selected records at once. Each is
 * `POST /<resource>/bulk/<action> { ids }` under the single action's permission: ONE transaction in which every
 * id is loaded in the caller's scope and acted on exactly as the single action would (its checks, its write, its
 * audit entry). A record refused (the state, the needs, the resource's own rules, an id not found or outside the
 * caller's scope) is reported in `failed` with the code and message the single action would answer, and does
 * not stop the others; an unexpected error rolls everything back.
 */
import { z } from 'zod';
import { idSchema, MAX_ID } from './common.js';
import { singleLineText } from './text.js';

/** Most records one bulk action takes (a list page shows at most 200 rows). */
export const MAX_BULK = 200;
/** The name of a resource's delete among its bulk actions. */
export const BULK_DELETE = 'delete';

export const bulkBody = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1)
    .max(MAX_BULK)
    .refine((ids) => new Set(ids).size === ids.length, 'msg.distinctIds'),
});
export type BulkBody = z.infer<typeof bulkBody>;

/** One record a bulk action refused: the single action's code and message (and field messages, if any). */
export const bulkFailure = z.object({
  id: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type BulkFailure = z.infer<typeof bulkFailure>;

/** What a bulk action answers: the ids acted on, and those refused with why, each in ascending id order. */
export const bulkResult = z.object({ done: z.array(z.number().int()), failed: z.array(bulkFailure) });
export type BulkResult = z.infer<typeof bulkResult>;

/**
 * The export's `ids` filter: "1,2,3", at most `MAX_BULK` ids (the rows selected in a list), each a positive
 * integer; the export is then of those records only (still within the list's other filters and the caller's
 * scope).
 */
export const idsFilter = singleLineText(MAX_BULK * 12)
  .regex(/^\d+(,\d+)*$/, 'msg.idList')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(MAX_BULK));

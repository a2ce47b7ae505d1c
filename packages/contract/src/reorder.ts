/**
 * Reordering, a capability of the resource kit: `POST /<resource>/reorder { ids }` gives every record of one
 * list (its scope: the blocks of one site page, the FAQ of one site) in the new order, under `edit-<resource>`.
 * All the records move in one transaction, each whose place changed audited; a list that is not exactly the
 * scope's records (one missing, one twice, one of another scope) is a 422 on `ids`.
 */
import { z } from 'zod';
import { idSchema } from './common.js';

/** Most records one reorder moves (a list page shows at most 200 rows). */
export const MAX_REORDER = 200;

export const reorderBody = z.strictObject({ ids: z.array(idSchema).min(1).max(MAX_REORDER) });
export type ReorderBody = z.infer<typeof reorderBody>;
/** The ids in their new order. */
export const reorderResult = z.object({ ids: z.array(z.number().int()) });

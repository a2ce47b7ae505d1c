/**
 * A record's history: the audit log's entries about one record of a resource, newest first, as its own page
 * (`GET /<resource>/{id}/history`, under the resource's list permission), and restoring a content record to
 * the version one entry left (`POST /<resource>/{id}/history/{entryId}/restore`, under its edit permission).
 */
import { z } from 'zod';
import { idSchema, instant, listMeta } from './common.js';

/**
 * One change of the record: who made it, what (`create`, `update`, an action's name, `restore`), when, and the
 * fields it changed (`{ field: { before, after } }`, snake_case, as the audit log keeps them: a secret field
 * reads AUDIT_REDACTED on both sides, so staff see that it changed, never its value). The address the change
 * came from is left out: it is the audit log's, under its own permission.
 * An entry of a `restore` names the entry it restored in `changes.restored_entry.after`.
 */
export const historyEntry = z.object({
  id: z.number().int(),
  actor_username: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  created_at: instant,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** The field of a `restore` entry's changes naming the entry whose version was restored. */
export const RESTORED_ENTRY_FIELD = 'restored_entry';

/** A page of a record's history (`page`, `per_page` as lists take them; newest first, no other order). */
export const historyQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The page, and whether the resource offers "restore this version" (its records are content a restore may
 * take back to an earlier version; the caller still needs the edit permission).
 */
export const historyPage = z.object({ data: z.array(historyEntry), meta: listMeta, restorable: z.boolean() });
export type HistoryPage = z.infer<typeof historyPage>;

/** The path of a restore: the record and the entry whose version it takes back. */
export const restoreParams = z.strictObject({ id: idSchema, entryId: idSchema });

/**
 * What a restore would change (`GET /<resource>/{id}/history/{entryId}/restore`, under the edit permission):
 * each field it takes back, from its value now (`before`) to its value right after the entry (`after`). Empty
 * when the record already reads as that version.
 */
export const restorePreview = z.object({
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type RestorePreview = z.infer<typeof restorePreview>;

/**
 * The trash. A declared resource's delete (single or bulk) moves the record to the trash for TRASH_DAYS days
 * instead of removing it for good: the entry keeps a snapshot of the record's row and of every row the delete
 * removed with it (cascaded rows: a tag's SEO entry, its links to videos) or unlinked (rows whose reference the
 * database set to null), so the live tables hold no deleted rows and need no "deleted" filter.
 *
 * - `GET /<resource>/{id}/delete-impact` (under the resource's delete permission): what else the delete touches,
 *   counted per resource, derived from the database's foreign keys. A link table's rows (`video_tags`) count as
 *   the records they link (videos). `effect`: `removed` with it, `unlinked` (their reference becomes empty), or
 *   `blocks` (rows the database will not let go: the delete is then a 409 `in_use`).
 * - `GET /trash` (`list-trash`): the entries, newest first, filtered by resource. A channel partner sees only
 *   the entries whose record their scope would reach (their channels' campaigns).
 * - `GET /trash/{id}/restore` (`restore-trash`): what a restore brings back; `POST` the same path restores the
 *   record and everything removed or unlinked with it, with their ids, in one transaction. A conflict (a unique
 *   name taken since, a referenced record gone) is a 409 `restore_conflict` and restores nothing. A row unlinked
 *   by the delete gets its reference back only while it is still empty (a row relinked since keeps its link).
 * - `DELETE /trash/{id}` (`purge-trash`): removes the entry for good. The job `empty-trash` purges, every day,
 *   the entries whose `purge_at` has passed. The stored files the trashed rows name stay until then (the files'
 *   sweep sees the entry as a reference); once purged, the sweep removes those no live row names.
 *
 * Legal hold: compliance records, the ledger (orders, payments, subscriptions, token records), the audit log and
 * processor notifications offer no delete at all, so nothing of theirs reaches the trash.
 */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { singleLineText } from './text.js';

/** How long an entry stays before the daily job purges it. */
export const TRASH_DAYS = 30;
export const TRASH_EFFECTS = ['removed', 'unlinked', 'blocks'] as const;
export type TrashEffect = (typeof TRASH_EFFECTS)[number];

/**
 * Records of one resource (a permission resource's name; a table's name when no resource shows its rows) a delete
 * or restore touches, and what happens to them.
 */
export const affectedRecords = z.object({
  resource: z.string(),
  count: z.number().int(),
  effect: z.enum(TRASH_EFFECTS),
});
export type AffectedRecords = z.infer<typeof affectedRecords>;

/** What deleting one record would do to others; `blocked` when some `blocks` (the delete would be a 409). */
export const deleteImpact = z.object({ affected: z.array(affectedRecords), blocked: z.boolean() });
export type DeleteImpact = z.infer<typeof deleteImpact>;

export const trashEntry = z.object({
  id: z.number().int(),
  resource: z.string(),
  record_id: z.number().int(),
  /** The record's name when it was deleted. */
  label: z.string().nullable(),
  site_id: z.number().int().nullable(),
  deleted_by_username: z.string().nullable(),
  deleted_at: instant,
  /** When the daily job removes it for good. */
  purge_at: instant,
  /** What the delete removed or unlinked with the record (never `blocks`). */
  affected: z.array(affectedRecords),
});
export type TrashEntry = z.infer<typeof trashEntry>;

export const trashListQuery = listQuery.extend({
  resource: singleLineText(64).optional(),
  sort: sortParam(['id', 'deleted_at', 'purge_at']),
});
export type TrashListQuery = z.infer<typeof trashListQuery>;
export const trashPage = pageOf(trashEntry);

/** What a restore brings back: the record and the others, per resource (`removed`: re-created; `unlinked`: relinked). */
export const trashRestorePreview = z.object({
  resource: z.string(),
  label: z.string().nullable(),
  affected: z.array(affectedRecords),
});
export type TrashRestorePreview = z.infer<typeof trashRestorePreview>;
export const trashParams = z.strictObject({ id: idSchema });
/** A restore's answer: the record now back (open it at its resource's page). */
export const trashRestored = z.object({ resource: z.string(), record_id: z.number().int() });

/**
 * Unread counts: what arrived since an admin last looked, per kind of arrival, for the menu's badges.
 *
 * The model: each admin keeps, per kind, the instant they last marked it read ("seen up to"); an arrival is
 * unread while it is later than that mark. Opening a kind's list marks it read (`POST /unread/{kind}/seen`),
 * as does "mark all read" (`POST /unread/seen`); each answers the admin's counts as they now are (`unreadCounts`).
 * An admin with no mark for a kind has read nothing of it yet.
 * A kind the admin has no list permission for is absent from the answer. Counts stop at UNREAD_CAP (shown as
 * "99+"), so one call costs a bounded index walk whatever the backlog.
 *
 * Kinds and what arrives: `tickets` new support tickets; `comment_reports` new reports on comments;
 * `cooperations` new cooperation requests; `postbacks` processors' notifications that failed or were rejected;
 * `outbox` e-mails given up (failed); `jobs` background job runs that failed for good; `alerts` alerts by rule
 * (`alerts.ts`).
 */
import { z } from 'zod';
import { ALERT_PERMISSION } from './alerts.js';
import { instant } from './common.js';
import type { PermissionName } from './permissions.js';

export const UNREAD_KINDS = [
  'tickets',
  'comment_reports',
  'cooperations',
  'postbacks',
  'outbox',
  'jobs',
  'alerts',
] as const;
export type UnreadKind = (typeof UNREAD_KINDS)[number];

/** Counting stops here: a count of UNREAD_CAP means "at least that many" (the web shows `99+`). */
export const UNREAD_CAP = 100;

/** The list permission that lets an admin see a kind (and its count). */
export const UNREAD_PERMISSIONS = {
  tickets: 'list-supports',
  comment_reports: 'list-comment-reports',
  cooperations: 'list-cooperations',
  postbacks: 'list-postbacks',
  outbox: 'list-outbox',
  jobs: 'list-jobs',
  alerts: ALERT_PERMISSION,
} as const satisfies Record<UnreadKind, PermissionName>;

const count = z.number().int().min(0).max(UNREAD_CAP);

/** `GET /unread`: the signed-in admin's counts, only the kinds they may read. */
export const unreadCounts = z
  .object(
    Object.fromEntries(UNREAD_KINDS.map((kind) => [kind, count.optional()])) as Record<
      UnreadKind,
      z.ZodOptional<typeof count>
    >,
  )
  .strict();
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const unreadKindParams = z.object({ kind: z.enum(UNREAD_KINDS) }).strict();

/** The bell lists at most this many recent arrivals. */
export const RECENT_LIMIT = 20;

/**
 * `GET /unread/recent`: the latest arrivals of the kinds the admin may read, newest first (at most
 * RECENT_LIMIT): `id` names the record (a comment report's is its comment's), `label` a line to show for it,
 * `unread` whether it came after the admin last marked its kind read.
 */
export const recentArrival = z.object({
  kind: z.enum(UNREAD_KINDS),
  id: z.string(),
  at: instant,
  label: z.string(),
  unread: z.boolean(),
});
export const recentArrivals = z.object({ data: z.array(recentArrival) });
export type RecentArrival = z.infer<typeof recentArrival>;

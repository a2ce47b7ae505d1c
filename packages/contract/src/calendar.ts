/**
 * The content calendar (`GET /calendar?from=&to=`, under `view-calendar`): what goes live or ends between two
 * days (both included, days of the reporting zone; at most 62, a month's six weeks with a day to spare each
 * side): videos and posts by their publishing time, banners, blocks and deals by their window's start and end.
 * Each kind is answered only to an admin who may list it. An item is in when its start or its end falls within
 * the days; a window open at both ends is in no day.
 *
 * Moving an item is a write of its own resource, through that resource's route and permission (audited there):
 * a banner's, block's or deal's window by its update; a scheduled video's time by `publish`; a post's by
 * `reschedule`. Only what has not yet gone live moves its start; a window's end moves while it has not passed.
 */
import { z } from 'zod';
import { calendarDay, idSchema, instant } from './common.js';
import type { PermissionResource } from './permissions.js';

export const CALENDAR_KINDS = ['video', 'post', 'banner', 'block', 'deal'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
/** Each kind's resource: an admin sees a kind holding its `list-` permission, and its records' pages are its. */
export const CALENDAR_RESOURCES = {
  video: 'videos',
  post: 'posts',
  banner: 'banners',
  block: 'blocks',
  deal: 'deals',
} as const satisfies Record<CalendarKind, PermissionResource>;
export const MAX_CALENDAR_DAYS = 62;
/** Items of one kind answered at most; past it the answer says `truncated`. */
export const MAX_CALENDAR_ITEMS = 500;

const DAY_MS = 86_400_000;

export const calendarQuery = z.strictObject({ from: calendarDay, to: calendarDay }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days >= 0 && days < MAX_CALENDAR_DAYS;
  },
  { path: ['to'], message: 'msg.calendarSpan' },
);

/**
 * `scheduled`: goes live later; `live`: shown now; `ended`: its window has passed; `off`: a deal switched off.
 * A video or post published in the past is `live`.
 */
export const CALENDAR_STATES = ['scheduled', 'live', 'ended', 'off'] as const;

export const calendarItem = z.object({
  kind: z.enum(CALENDAR_KINDS),
  id: idSchema,
  /** Its name in English and Chinese (a deal's: its plan's). */
  name: z.string(),
  name_cn: z.string(),
  /** The site it belongs to, for banners and blocks; null for the others. */
  site_name: z.string().nullable(),
  /** When it goes live: a video's or post's publishing, a window's start; null for a window open from the past. */
  starts_at: instant.nullable(),
  /** When a window ends; null when it stays (and for videos and posts). */
  ends_at: instant.nullable(),
  state: z.enum(CALENDAR_STATES),
});
export type CalendarItem = z.infer<typeof calendarItem>;

export const calendarAnswer = z.object({
  /** By start (or end, for a window open from the past), then kind and id. */
  data: z.array(calendarItem),
  /** A kind had more than MAX_CALENDAR_ITEMS items in these days: a shorter span shows them all. */
  truncated: z.boolean(),
});

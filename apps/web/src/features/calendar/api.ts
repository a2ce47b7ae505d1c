/**
 * The content calendar's calls: what goes live or ends within some days (`GET /calendar`), and a move of one end
 * of an item, made through the item's own resource (its update, or a video's `publish`, a post's `reschedule`),
 * so it is checked and audited there.
 */
import {
  CALENDAR_RESOURCES,
  type CalendarItem as Item,
  type CalendarKind,
  type PermissionName,
} from '@backlot/contract';
import type { Camelize } from '../../lib/api/case';
import { api } from '../../lib/api/client';

export type CalendarItem = Camelize<Item>;
export type CalendarAnswer = { data: CalendarItem[]; truncated: boolean };

export const CALENDAR_KEY = ['calendar'] as const;

export const calendarItems = (from: string, to: string) => api.get<CalendarAnswer>('/calendar', { from, to });

/** One end of an item on the calendar: where it goes live, or where its window ends. */
export type Mark = { item: CalendarItem; edge: 'start' | 'end'; at: string };

/** Each item's start and end, those it has. */
export const marksOf = (items: readonly CalendarItem[]): Mark[] =>
  items.flatMap((item) => [
    ...(item.startsAt ? [{ item, edge: 'start' as const, at: item.startsAt }] : []),
    ...(item.endsAt ? [{ item, edge: 'end' as const, at: item.endsAt }] : []),
  ]);

/** The resource of each kind: its records' pages and its API path. */
export const RESOURCE_OF = CALENDAR_RESOURCES;

/** The permission moving an item of a kind needs: publishing for videos and posts, editing for windows. */
export const MOVE_PERMISSION: Readonly<Record<CalendarKind, PermissionName>> = {
  video: 'publish-videos',
  post: 'publish-posts',
  banner: 'edit-banners',
  block: 'edit-blocks',
  deal: 'edit-deals',
};

/** Whether a mark may still move: a start not yet reached (what is live stays live), an end not yet passed. */
export const stillAhead = (mark: Mark) => Date.parse(mark.at) > Date.now();

/** The write moving one end of an item to `at`. */
export function moveMark({ item, edge }: Mark, at: string) {
  switch (item.kind) {
    case 'video':
      return api.post(`/videos/${item.id}/publish`, { publishedAt: at });
    case 'post':
      return api.post(`/posts/${item.id}/reschedule`, { publishedAt: at });
    case 'banner':
      return api.put(`/banners/${item.id}`, edge === 'start' ? { startsAt: at } : { expiredAt: at });
    default:
      return api.put(`/${RESOURCE_OF[item.kind]}/${item.id}`, edge === 'start' ? { startsAt: at } : { endsAt: at });
  }
}

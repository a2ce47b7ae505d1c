/** What other modules read of the posts (read views): only this module writes them. */
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema/index.js';
import type { CalendarSource } from '../../platform/calendar.js';

/** Published posts on the content calendar, on the day the site shows them from. */
export const postCalendar: CalendarSource = {
  kind: 'post',
  table: posts,
  id: posts.id,
  name: posts.title,
  nameCn: posts.titleCn,
  start: posts.publishedAt,
  where: eq(posts.status, 'published'),
};

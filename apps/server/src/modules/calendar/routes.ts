/**
 * The content calendar (`GET /calendar`, under `view-calendar`; contract `calendar.ts`): of each kind the admin
 * may list, what goes live or ends within some days of the reporting zone, read through the kind's owner
 * (`CalendarSource` in its read.ts). Moving an item is its own resource's write, not a route here.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALENDAR_RESOURCES,
  type CalendarItem,
  calendarAnswer,
  calendarQuery,
  MAX_CALENDAR_ITEMS,
  type PermissionName,
} from '@backlot/contract';
import { actorOf } from '../../platform/access.js';
import { type CalendarSource, calendarItems } from '../../platform/calendar.js';
import { dealCalendar } from '../deals/read.js';
import type { Module } from '../module.js';
import { postCalendar } from '../posts/read.js';
import { bannerCalendar, blockCalendar } from '../storefront/read.js';
import { videoCalendar } from '../videos/read.js';

/** Each kind's source, in the order a day lists them. */
const SOURCES: readonly CalendarSource[] = [videoCalendar, postCalendar, bannerCalendar, blockCalendar, dealCalendar];
const permissionOf = (source: CalendarSource) => `list-${CALENDAR_RESOURCES[source.kind]}` as PermissionName;

/** By when (its start, or the end of a window open from the past), then by kind as listed, then by id. */
const when = (item: CalendarItem) => item.starts_at ?? item.ends_at ?? '';
const rank = (item: CalendarItem) => SOURCES.findIndex((source) => source.kind === item.kind);
const byWhen = (a: CalendarItem, b: CalendarItem) => when(a).localeCompare(when(b)) || rank(a) - rank(b) || a.id - b.id;

export const calendarModule: Module = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get('/calendar', {
    config: { access: 'view-calendar' },
    schema: {
      tags: ['calendar'],
      summary: 'What goes live or ends within some days, of each kind the admin may list',
      querystring: calendarQuery,
      response: { 200: calendarAnswer },
    },
    handler: async (request) => {
      const { permissions } = actorOf(request);
      const days = { ...request.query, zone: deps.reportTimeZone };
      const seen = SOURCES.filter((source) => permissions.has(permissionOf(source)));
      const found = await Promise.all(seen.map((source) => calendarItems(deps.db, source, days)));
      return {
        data: found.flatMap((rows) => rows.slice(0, MAX_CALENDAR_ITEMS)).sort(byWhen),
        truncated: found.some((rows) => rows.length > MAX_CALENDAR_ITEMS),
      };
    },
  });
};

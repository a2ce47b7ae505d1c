/** What other modules read of the deals (read views): only this module writes them. */
import { not } from 'drizzle-orm';
import { deals } from '../../db/schema/index.js';
import type { CalendarSource } from '../../platform/calendar.js';
import { planName } from '../plans/read.js';

/** Deals on the content calendar, by their window, named by their plan; one switched off says so. */
export const dealCalendar: CalendarSource = {
  kind: 'deal',
  table: deals,
  id: deals.id,
  name: planName(deals.planId),
  nameCn: planName(deals.planId),
  start: deals.startsAt,
  end: deals.endsAt,
  off: not(deals.active),
};

/** What the analytics module offers others besides its read views: this month's card-scheme ratios. */
import type { CardSchemeRow } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cardSchemeRows, monthSums } from './card-schemes.js';
import { monthRangeOf } from './months.js';

/** Each account's card-scheme row of the current month (reporting zone), as the card-schemes report reads it. */
export async function currentSchemeRatios(db: Db, timeZone: string): Promise<CardSchemeRow[]> {
  const { current } = monthRangeOf({}, timeZone);
  const range = { from: current, to: current, current };
  return cardSchemeRows(range, await monthSums(db, range));
}

/**
 * Business days as the card schemes' deadlines count them here: Monday to Friday of UTC calendar days. There
 * is no holiday calendar — a public holiday counts as a business day — so a deadline is never later than the
 * rule's, at worst a day or two earlier.
 */

const DAY_MS = 86_400_000;
const isWeekend = (ms: number) => [0, 6].includes(new Date(ms).getUTCDay());

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day `count` business days after `day` (`YYYY-MM-DD`): `day` itself never counts, weekends are skipped. */
export function addBusinessDays(day: string, count: number): string {
  let ms = Date.parse(`${day}T00:00:00Z`);
  for (let left = count; left > 0;) {
    ms += DAY_MS;
    if (!isWeekend(ms)) left -= 1;
  }
  return utcDay(new Date(ms));
}

/** Calendar days from `today` to `day`: 0 on the day itself, negative once it has passed. */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

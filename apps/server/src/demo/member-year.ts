/**
 * A year of sign-ups: the members a site open for a year has, about a hundred a month, so cohort retention has
 * a cohort in every month and the processor simulator (`commerce-simulation.ts`) buyers who joined on any day
 * of its year. The events intake takes nothing older than 30 days, so these members are written as the named
 * demo members are (`members.ts`); the demo traffic adds the last month's through the intake. Seeded: every new
 * demo database gets the same people, on the same days before its first start.
 */
import { FIRST, FIRST_CN, LAST, LAST_CN, seeded } from './traffic.js';

/** Who signed up, and when; the rest of their row is `members.ts`'s. */
export type Person = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  createdAt: Date;
  country?: string;
};

const DAY = 86_400_000;
/** Sign-ups over the year: about a hundred a month. */
export const YEAR_MEMBERS = 1_200;
const COUNTRIES = ['US', 'US', 'US', 'DE', 'GB', 'FR', 'JP', 'BR', 'CA', 'AU', 'NL', 'KR'];

/** `count` members who joined over the 364 days before `now` (the latest half a day ago). */
export function yearOfSignUps(now: number, count = YEAR_MEMBERS): Person[] {
  const random = seeded(20_251_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, n) => {
    const chinese = random() < 0.15;
    const firstName = chinese ? pick(FIRST_CN) : pick(FIRST);
    const lastName = chinese ? pick(LAST_CN) : pick(LAST);
    // Dotted and numbered apart from the traffic's handles (`emma.smith12`, `member12`), so none is taken twice.
    const username = chinese ? `member.${n + 1}` : `${firstName}.${lastName}.${n + 1}`.toLowerCase();
    return {
      firstName,
      lastName,
      username,
      email: `${username}@members.example.net`,
      createdAt: new Date(now - DAY / 2 - random() * 364 * DAY),
      country: chinese ? 'CN' : pick(COUNTRIES),
    };
  });
}

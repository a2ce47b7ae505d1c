/**
 * A ticket's two clocks: the first response (from its arrival to staff's first reply) and the resolution (from
 * its arrival to its solving). Each has a target per priority; the server answers each ticket's due instants
 * (`first_response_due_at`, `resolution_due_at`), the screen shows the time left or how late.
 *
 * Decisions where the specification says nothing:
 * - Targets count calendar hours, around the clock: members of a video site write at any hour and every
 *   weekend, and a business-hours clock would have to know the desk's hours and holidays, which nothing here
 *   records. (`business-days.ts` counts card-scheme deadlines, another rule.)
 * - The defaults (hours, first response / resolution): urgent 1 / 8, high 4 / 24, normal 8 / 48, low 24 / 72.
 *   The server's `SUPPORT_TARGETS` changes them (`urgent=1/8,high=4/24,normal=8/48,low=24/72`, any subset).
 * - Both clocks start when the ticket arrives. Staff's first reply stops the first-response clock for good (an
 *   internal note does not); solving stops the resolution clock, and recovering a ticket starts it again from
 *   the arrival (it does not pause while the ticket waits for the member: a waiting ticket is still unsolved).
 * - A ticket arrives `normal`; staff with `assign-supports` change its priority (triage), and its due instants
 *   move with it.
 */
import { z } from 'zod';
import { SUPPORT_PRIORITIES } from './choices.js';

export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export type SupportTarget = { firstResponse: number; resolution: number };
export type SupportTargets = Record<SupportPriority, SupportTarget>;

/** Hours to the first response and to the resolution, per priority. */
export const DEFAULT_SUPPORT_TARGETS: SupportTargets = {
  urgent: { firstResponse: 1, resolution: 8 },
  high: { firstResponse: 4, resolution: 24 },
  normal: { firstResponse: 8, resolution: 48 },
  low: { firstResponse: 24, resolution: 72 },
};

const ENTRY = /^(urgent|high|normal|low)=(\d{1,4})\/(\d{1,4})$/;

/**
 * `SUPPORT_TARGETS` (`urgent=1/8,high=4/24`): the priorities named take those hours, the others keep the
 * defaults. A malformed entry, a zero or a resolution sooner than the first response is an error naming it.
 */
export function parseSupportTargets(text: string): SupportTargets {
  const targets = structuredClone(DEFAULT_SUPPORT_TARGETS);
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = ENTRY.exec(entry);
    const [firstResponse, resolution] = [Number(match?.[2]), Number(match?.[3])];
    if (!match || firstResponse < 1 || resolution < firstResponse)
      throw new Error(`"${entry}" is not priority=first/resolution hours (1 or more, resolution not sooner)`);
    targets[match[1] as SupportPriority] = { firstResponse, resolution };
  }
  return targets;
}

/** Changing a ticket's priority (`POST /supports/{id}/prioritize`). */
export const supportPrioritize = z.strictObject({ priority: z.enum(SUPPORT_PRIORITIES) });

/**
 * Where a clock stands at `now`: `running` with the milliseconds left (negative once overdue), or `stopped`
 * with how late it stopped (0 or less: in time).
 */
export type ClockState = { running: true; left: number } | { running: false; late: number };

export function clockState(due: string, stoppedAt: string | null, now: number): ClockState {
  const dueMs = Date.parse(due);
  return stoppedAt === null
    ? { running: true, left: dueMs - now }
    : { running: false, late: Date.parse(stoppedAt) - dueMs };
}

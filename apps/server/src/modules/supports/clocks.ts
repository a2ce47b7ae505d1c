/**
 * A ticket's clocks (contract `support-clocks.ts`): its due instants, answered as SQL over its own row (its
 * arrival plus the priority's target in calendar hours, `SUPPORT_TARGETS`), and the triage action that changes
 * its priority (`POST /supports/{id}/prioritize`, under `assign-supports`, audited as `prioritize`). Staff's
 * first reply stops the first-response clock (`replies.ts`); solving stops the resolution clock.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPPORT_PRIORITIES, type SupportTargets, type supportPrioritize } from '@backlot/contract';
import { supportTickets } from '../../db/schema/index.js';
import type { TransitionWork } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';

/** The hours of one clock for the ticket's priority, as a SQL case over the configured targets. */
function targetHours(targets: SupportTargets, clock: 'firstResponse' | 'resolution'): SQL {
  const cases = SUPPORT_PRIORITIES.map((priority) => sql`when ${priority} then ${targets[priority][clock]}::int`);
  return sql`(case ${supportTickets.priority} ${sql.join(cases, sql` `)} end)`;
}

const dueAfter = (targets: SupportTargets, clock: 'firstResponse' | 'resolution') =>
  sql<Date>`${supportTickets.createdAt} + make_interval(hours => ${targetHours(targets, clock)})`.mapWith(
    supportTickets.createdAt,
  );

/** The answer's `first_response_due_at` and `resolution_due_at`. */
export const dueColumns = (targets: SupportTargets) => ({
  first_response_due_at: dueAfter(targets, 'firstResponse'),
  resolution_due_at: dueAfter(targets, 'resolution'),
});

type PriorityBody = z.infer<typeof supportPrioritize> | null | undefined;

export const prioritizeAction: TransitionWork<PriorityBody> = {
  summary: "Change a ticket's priority: its clocks' targets follow",
  to: ({ row }) => String(row.status),
  guard: ({ body }) => {
    if (!body) throw invalid({ priority: ['msg.required'] });
  },
  set: ({ body }) => ({ priority: body!.priority }),
};

/** What other modules read of the support tickets (read views): a member's, for their privacy export. */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';

/** The support tickets a member sent: tied to them on receipt, or from their e-mail address. */
export function ticketsOf(ex: Executor, memberId: number, email: string) {
  return ex
    .select({
      id: supportTickets.id,
      type: supportTickets.type,
      subject: supportTickets.subject,
      email: supportTickets.email,
      message: supportTickets.message,
      status: supportTickets.status,
      created_at: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(or(eq(supportTickets.memberId, memberId), sql`lower(${supportTickets.email}) = lower(${email})`))
    .orderBy(asc(supportTickets.id));
}

/** New tickets, as they arrived (`platform/arrivals.ts`). */
export const ticketArrivals: Arrivals = (since) =>
  sql`select ${supportTickets.id}::text as id, ${supportTickets.createdAt} as at, ${supportTickets.subject} as label
      from ${supportTickets} where ${supportTickets.createdAt} > ${since}`;

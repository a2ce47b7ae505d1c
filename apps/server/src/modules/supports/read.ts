/** What other modules read of the support tickets (read views): a member's, for their privacy export and timeline. */
import { asc, eq, or, type SQL, sql } from 'drizzle-orm';
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

/** The files attached to the member's tickets (as `ticketsOf` finds them), oldest ticket first. */
export async function ticketAttachmentsOf(ex: Executor, memberId: number, email: string): Promise<number[]> {
  const rows = await ex
    .select({ id: supportTickets.attachmentId })
    .from(supportTickets)
    .where(or(eq(supportTickets.memberId, memberId), sql`lower(${supportTickets.email}) = lower(${email})`))
    .orderBy(asc(supportTickets.id));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * The member's tickets (as `ticketsOf` finds them) as entries of their timeline: a select of the timeline's
 * columns (kind, id, at, text, status, amount, currency, author) for a union.
 */
export const ticketsOnTimeline = (memberId: number, email: string): SQL =>
  sql`select 'ticket' as kind, ${supportTickets.id} as id, ${supportTickets.createdAt} as at,
    ${supportTickets.subject} as text, ${supportTickets.status} as status, null::bigint as amount,
    null::text as currency, null::text as author
    from ${supportTickets}
    where ${supportTickets.memberId} = ${memberId} or lower(${supportTickets.email}) = lower(${email})`;
/** New tickets, as they arrived (`platform/arrivals.ts`). */
export const ticketArrivals: Arrivals = (since) =>
  sql`select ${supportTickets.id}::text as id, ${supportTickets.createdAt} as at, ${supportTickets.subject} as label
      from ${supportTickets} where ${supportTickets.createdAt} > ${since}`;

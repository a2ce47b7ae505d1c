/**
 * The member's follow-up on their ticket (`POST /intake/support-messages`, the site's key): kept on the
 * ticket's thread once per `Idempotency-Key`, and the ticket opened again — from waiting, solved or archived,
 * waiting on staff from now; an open ticket keeps its waiting time. One transaction, the ticket locked. Only
 * the site that sent the ticket may add to it, naming the ticket's e-mail (any case): otherwise a 422 on
 * `ticket_id`, the same whether the ticket is missing or another's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { supportFollowUp } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { supportReplies, supportTickets } from '../../db/schema/index.js';
import { invalid } from '../../platform/errors.js';
import { storedOnce } from '../../platform/stored-once.js';

type FollowUp = z.infer<typeof supportFollowUp>;

export function followUpIntake(db: Db) {
  return (site: { id: number }, body: FollowUp, key: string | undefined) =>
    db.transaction(async (tx) => {
      const [ticket] = await tx
        .select({ id: supportTickets.id, status: supportTickets.status, waitingSince: supportTickets.waitingSince })
        .from(supportTickets)
        .where(
          and(
            eq(supportTickets.id, body.ticket_id),
            eq(supportTickets.siteId, site.id),
            sql`lower(${supportTickets.email}) = lower(${body.email})`,
          ),
        )
        .for('update');
      if (!ticket) throw invalid({ ticket_id: ['msg.notFoundRef'] });
      // The ticket's lock orders retries of one message: a second finds the first's row.
      return storedOnce(tx, { table: supportReplies, siteId: site.id, key }, async () => {
        const now = new Date();
        const [row] = await tx
          .insert(supportReplies)
          .values({
            ticketId: ticket.id,
            author: 'member',
            siteId: site.id,
            message: body.message,
            idempotencyKey: key,
          })
          .returning({ id: supportReplies.id });
        await tx
          .update(supportTickets)
          .set({
            status: 'open',
            waitingSince: ticket.status === 'open' ? ticket.waitingSince : now,
            solvedAt: null,
            updatedAt: now,
          })
          .where(eq(supportTickets.id, ticket.id));
        return row!.id;
      });
    });
}

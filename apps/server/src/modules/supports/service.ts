/** What the support tickets offer other modules' writes: a member's tickets removed at their erasure. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { supportReplies, supportTickets } from '../../db/schema/index.js';
import { deleteMessages } from '../mail/service.js';
import { ticketsOf } from './read.js';

/** Deletes the member's tickets (`ticketsOf`) with their replies and the replies' e-mails; how many tickets. */
export async function deleteTicketsOf(tx: Executor, memberId: number, email: string) {
  const tickets = (await ticketsOf(tx, memberId, email)).map((ticket) => ticket.id);
  if (tickets.length) {
    const replies = await tx
      .select({ outboxId: supportReplies.outboxId })
      .from(supportReplies)
      .where(inArray(supportReplies.ticketId, tickets));
    await deleteMessages(
      tx,
      replies.flatMap((reply) => (reply.outboxId ? [reply.outboxId] : [])),
    );
    await tx.delete(supportTickets).where(inArray(supportTickets.id, tickets));
  }
  return tickets.length;
}

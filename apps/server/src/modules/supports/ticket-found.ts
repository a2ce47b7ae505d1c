/** The reads of a ticket's children (its thread, its notes) answer 404 for a ticket that does not exist. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

export async function ticketFound(db: Db, id: number): Promise<void> {
  const [ticket] = await db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.id, id));
  if (!ticket) throw notFound();
}

/** Which rows are a member's: shared by the export (what is read) and the erasure (what is detached or removed). */
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberEvents, supportTickets } from '../../db/schema/index.js';

/** The member's personal fields: what an erasure replaces, and what earlier audit entries stop showing. */
export const PERSONAL_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'birthdate',
  'phone',
  'avatar_id',
  'banner_id',
  'visitor_id',
  'referrer',
  'landing_page',
] as const;

/**
 * The member's events: those recorded with their id, and the visits their visitor id made before sign-up
 * (no member yet). Another member's events on the same browser are theirs, not this member's.
 */
export function eventsOf(memberId: number, visitorId: string | null): SQL {
  const own = eq(memberEvents.memberId, memberId);
  return visitorId ? or(own, and(isNull(memberEvents.memberId), eq(memberEvents.visitorId, visitorId)))! : own;
}

/** The support tickets the member sent: tied to them on receipt, or from their e-mail address. */
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

/**
 * What other modules read of the members (read views): they read members through these, never the table,
 * and only this module writes it (`service.ts`).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { members } from '../../db/schema/index.js';

/** The username of the member whose id `memberId` holds, read with each row. */
export const memberUsername = (memberId: PgColumn): SQL<string | null> =>
  sql`(select m.username from ${members} m where m.id = ${qualified(memberId)})`;

/** A member as an order shows them: name, e-mail and coins. */
export async function memberCard(ex: Executor, id: number) {
  const [member] = await ex
    .select({ id: members.id, username: members.username, email: members.email, coin: members.coinBalance })
    .from(members)
    .where(eq(members.id, id));
  return member;
}

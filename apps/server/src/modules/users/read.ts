/**
 * What other modules read of the members (read views): they read members through these, never the table,
 * and only this module writes it (`service.ts`).
 */
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { members, tokenRecords } from '../../db/schema/index.js';
import { matchesAny, type PageRequest, selectPage } from '../../platform/pagination.js';
import { wireColumns } from '../../platform/wire.js';

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

/** A member's row under its wire names, but the search text (the list's, not theirs). */
export async function memberRecord(ex: Executor, id: number) {
  const { search_text: _search, ...columns } = wireColumns(members);
  const [member] = await ex.select(columns).from(members).where(eq(members.id, id));
  return member;
}

/** A member's coin spends (token records), without the member's id. */
export function tokenRecordsOf(ex: Executor, memberId: number) {
  const { member_id: _member, ...columns } = wireColumns(tokenRecords);
  return ex.select(columns).from(tokenRecords).where(eq(tokenRecords.memberId, memberId)).orderBy(asc(tokenRecords.id));
}

/**
 * The members brought by the channels `ofChannels` picks (a condition on the members' channel column), paged
 * as an admin's allocated members list them: id, username, e-mail, channel and sign-up; `q` in the username or
 * e-mail.
 */
export function membersOfChannels(
  db: Db,
  ofChannels: (channelId: PgColumn) => SQL,
  query: PageRequest & { sort?: string; q?: string },
) {
  const fields = {
    id: members.id,
    username: members.username,
    email: members.email,
    // never null here: the condition names the channel
    channel_id: sql<number>`${members.channelId}`,
    created_at: members.createdAt,
  };
  const sort = {
    columns: { id: members.id, username: members.username, created_at: members.createdAt },
    fallback: '-created_at',
  };
  const where = and(ofChannels(members.channelId), matchesAny([members.username, members.email], query.q));
  return selectPage(db, members, where, query, sort, fields);
}

/** Members after id `after` in id order, at most `limit`, of channel `channelId` when given: name and e-mail. */
export function membersAfter(ex: Executor, after: number, limit: number, channelId?: number) {
  return ex
    .select({ id: members.id, username: members.username, email: members.email })
    .from(members)
    .where(and(gt(members.id, after), channelId ? eq(members.channelId, channelId) : undefined))
    .orderBy(asc(members.id))
    .limit(limit);
}

/** The id of the member of site `siteId` with this e-mail, ignoring case. */
export async function memberOfSite(ex: Executor, siteId: number, email: string): Promise<number | undefined> {
  const [member] = await ex
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, eq(members.siteId, siteId)));
  return member?.id;
}

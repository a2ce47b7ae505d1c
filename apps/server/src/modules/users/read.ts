/**
 * What other modules read of the members (read views): they read members through these, never the table,
 * and only this module writes it (`service.ts`).
 */
import { and, asc, eq, gt, inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, type Executor, queryRows } from '../../db/client.js';
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

/** Whether the member whose id `memberId` holds is banned from commenting now, read with each row. */
export const memberCommentBanned = (memberId: PgColumn): SQL<boolean> =>
  sql`coalesce((select m.comment_banned_at is not null from ${members} m where m.id = ${qualified(memberId)}), false)`;

/**
 * Of `values`, those (lower case) a member already has as `column`: the member batch's check. The values travel
 * as one JSON parameter (any number of them), and `lower(column)` is what the unique index holds, so each is
 * an index lookup.
 */
export async function takenMemberValues(ex: Executor, column: 'username' | 'email', values: string[]) {
  if (!values.length) return new Set<string>();
  const target = members[column];
  const rows = await queryRows<{ value: string }>(
    ex,
    sql`select lower(${target}) as value from ${members}
        where lower(${target}) in (select lower(v) from json_array_elements_text(${JSON.stringify(values)}::json) v)`,
  );
  return new Set(rows.map((r) => r.value));
}

/** Lower-cased e-mails and usernames members already have, among those given (lower case): a sign-up's check. */
export async function takenEmailsAndUsernames(ex: Executor, emails: string[], usernames: string[]) {
  const rows = await ex
    .select({ email: sql<string>`lower(${members.email})`, username: sql<string>`lower(${members.username})` })
    .from(members)
    .where(
      sql`lower(${members.email}) in ${emails.length ? emails : ['']} or lower(${members.username}) in ${usernames.length ? usernames : ['']}`,
    );
  return { emails: new Set(rows.map((r) => r.email)), usernames: new Set(rows.map((r) => r.username)) };
}

/** The ids of the members with these e-mails (lower case), each with its e-mail in lower case. */
export function membersByEmail(ex: Executor, emails: string[]) {
  return ex
    .select({ id: members.id, email: sql<string>`lower(${members.email})` })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, emails));
}

/**
 * The members who joined from `from` to before `to` as rows (`id`, `month`: the month they joined in
 * `timeZone`, `joined`), among those `where` picks: a condition on the members' own columns, given their table
 * (the channels that brought them, a partner's reach).
 */
export const membersJoined = (from: SQL, to: SQL, timeZone: string, where: (table: PgTable) => SQL): SQL =>
  sql`select ${members}.id, to_char(${members}.created_at at time zone ${timeZone}::text, 'YYYY-MM') as month,
        ${members}.created_at as joined
      from ${members}
      where ${members}.created_at >= ${from} and ${members}.created_at < ${to} and ${where(members)}`;

/**
 * The site's member a processor names, by username or e-mail whatever the case, as a subquery to join: its
 * `"memberId"`, and the channel and campaign it came from (`"channelId"`, `"campaignId"`).
 */
export const memberNamedInSite = (by: 'username' | 'email', name: SQLWrapper, siteId: SQLWrapper): SQL =>
  sql`(select ${members.id} as "memberId", ${members.channelId} as "channelId", ${members.campaignId} as "campaignId"
    from ${members} where lower(${members[by]}) = lower(${name}) and ${members.siteId} = ${siteId})`;

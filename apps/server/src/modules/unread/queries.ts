/**
 * The unread counts and the read marks. All the counts of one admin are one statement: per kind, the arrivals
 * after the admin's mark (none: all of them), counted up to UNREAD_CAP, so each is a bounded walk of the
 * owner's index on its arrival instant.
 */
import { type SQL, sql } from 'drizzle-orm';
import { RECENT_LIMIT, UNREAD_CAP, type RecentArrival, type UnreadCounts, type UnreadKind } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { readMarks } from '../../db/schema/index.js';
import { ARRIVALS } from './sources.js';

/** The instant up to which `adminId` has read `kind`: their mark, else the beginning of time. */
function seenUpTo(adminId: number, kind: UnreadKind): SQL {
  return sql`coalesce((select ${readMarks.seenAt} from ${readMarks}
    where ${readMarks.adminId} = ${adminId} and ${readMarks.kind} = ${kind}), '-infinity'::timestamptz)`;
}

/** The counts of `kinds` for `adminId`; an empty list asks nothing of the database. */
export async function countUnread(ex: Executor, adminId: number, kinds: readonly UnreadKind[]): Promise<UnreadCounts> {
  if (kinds.length === 0) return {};
  const columns = kinds.map(
    (kind) =>
      sql`(select count(*)::int from (${ARRIVALS[kind](seenUpTo(adminId, kind))} limit ${UNREAD_CAP}) arrived) as ${sql.identifier(kind)}`,
  );
  const [row] = await queryRows<UnreadCounts>(ex, sql`select ${sql.join(columns, sql`, `)}`);
  return row ?? {};
}

/** Marks `kinds` read for `adminId` up to now (a mark never moves back). */
export async function markRead(ex: Executor, adminId: number, kinds: readonly UnreadKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await ex
    .insert(readMarks)
    .values(kinds.map((kind) => ({ adminId, kind })))
    .onConflictDoUpdate({
      target: [readMarks.adminId, readMarks.kind],
      set: { seenAt: sql`greatest(${readMarks.seenAt}, excluded.seen_at)` },
    });
}

/**
 * The latest RECENT_LIMIT arrivals of `kinds` for `adminId`, newest first: the latest of each kind (its index
 * walked backwards), merged.
 */
export async function recentArrivals(
  ex: Executor,
  adminId: number,
  kinds: readonly UnreadKind[],
): Promise<RecentArrival[]> {
  if (kinds.length === 0) return [];
  const latest = kinds.map(
    (kind) =>
      sql`(select ${kind}::text as kind, a.id, a.at, a.label, a.at > ${seenUpTo(adminId, kind)} as unread
           from (${ARRIVALS[kind](sql`'-infinity'::timestamptz`)} order by at desc limit ${RECENT_LIMIT}) a)`,
  );
  const rows = await queryRows<Omit<RecentArrival, 'at'> & { at: Date | string }>(
    ex,
    sql`select * from (${sql.join(latest, sql` union all `)}) merged order by at desc, kind, id desc limit ${RECENT_LIMIT}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/**
 * A member's timeline as one statement: the owners' read views of tickets, comments, orders, subscription
 * changes and staff's processor actions (each a select of the same columns over its own table; only the actions
 * name an `action`) and this module's notes, in a union ordered newest first, paged by offset with one row more
 * read to say whether a next page exists.
 */
import { type SQL, sql } from 'drizzle-orm';
import { fromMinorUnits, type ProcessorActionKind, type TimelineEntry, type TimelineKind } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { memberNotes } from '../../db/schema/index.js';
import { commentsOnTimeline } from '../comments/read.js';
import { ordersOnTimeline, subscriptionChangesOnTimeline } from '../ledger/read.js';
import { actionsOnTimeline } from '../processor-actions/read.js';
import { ticketsOnTimeline } from '../supports/read.js';

const notesOnTimeline = (memberId: number): SQL =>
  sql`select 'note' as kind, ${memberNotes.id} as id, ${memberNotes.createdAt} as at, ${memberNotes.body} as text,
    null::text as status, null::bigint as amount, null::text as currency, ${memberNotes.adminUsername} as author,
    null::text as action from ${memberNotes} where ${memberNotes.memberId} = ${memberId}`;

type Row = {
  kind: TimelineKind;
  id: number;
  at: string | Date;
  text: string;
  status: string | null;
  amount: string | number | null;
  currency: string | null;
  author: string | null;
  action: ProcessorActionKind | null;
};

/** A source that names no action. */
const withoutAction = (source: SQL): SQL => sql`select *, null::text as action from (${source}) entries`;

export type TimelineRequest = { memberId: number; email: string; kinds: ReadonlySet<TimelineKind> };

export async function timelinePage(ex: Executor, request: TimelineRequest, page: number, perPage: number) {
  const { memberId, email, kinds } = request;
  const sources: Array<[TimelineKind, SQL]> = [
    ['ticket', withoutAction(ticketsOnTimeline(memberId, email))],
    ['comment', withoutAction(commentsOnTimeline(memberId))],
    ['order', withoutAction(ordersOnTimeline(memberId))],
    ['subscription', withoutAction(subscriptionChangesOnTimeline(memberId))],
    ['action', actionsOnTimeline(memberId)],
    ['note', notesOnTimeline(memberId)],
  ];
  const union = sql.join(
    sources.filter(([kind]) => kinds.has(kind)).map(([, source]) => sql`(${source})`),
    sql` union all `,
  );
  const rows = await queryRows<Row>(
    ex,
    sql`select * from (${union}) entries order by at desc, kind, id desc, text
      limit ${perPage + 1} offset ${(page - 1) * perPage}`,
  );
  const data: TimelineEntry[] = rows.slice(0, perPage).map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    text: row.text,
    status: row.status,
    amount: row.amount === null || !row.currency ? null : fromMinorUnits(Number(row.amount), row.currency),
    currency: row.currency,
    author: row.author,
    action: row.action,
  }));
  return { data, meta: { page, per_page: perPage, has_next: rows.length > perPage } };
}

/**
 * The rollups kept in step, in the transaction of what they count: a ledger entry as it is written, a fee
 * correction as it is saved, an intake batch of events as it is stored. Each adds to its cells with one
 * upsert (`x = x + excluded.x`); a rolled-back write rolls its figures back with it. A ledger entry is counted
 * by the very statement that writes it (`entriesCounted`, a part of the ledger's statements): a notification
 * costs no statement more for its figures, as processors send them by the hundred a second.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import {
  type EntryRelations,
  keyColumns,
  ledgerFacts,
  MEASURES,
  measureColumns,
  perCell,
  signupFacts,
  together,
  uniqueVisitorFacts,
  visitFacts,
  voided,
  type Zone,
} from './cells.js';
import { firstVisitMoves } from './visitor-days.js';

const additions = sql.raw(MEASURES.map((m) => `${m} = analytics_daily.${m} + excluded.${m}`).join(', '));

const upsertOf = (facts: SQL) =>
  sql`insert into analytics_daily (${keyColumns}, ${measureColumns}) ${perCell(facts)}
    on conflict (${keyColumns}) do update set ${additions}`;

/** Adds the facts to their cells. */
async function addFacts(tx: Executor, facts: SQL) {
  await preparedRows(tx, upsertOf(facts));
}

/**
 * What counts the ledger entries a statement writes (`relations`: its rows of them), in that statement: the body
 * of one of its parts (`with u as (...)`). The ledger's statements carry it when `Rollups.ledgerZone` is set.
 */
export const entriesCounted = (timeZone: Zone, relations: Partial<EntryRelations>) =>
  upsertOf(ledgerFacts(timeZone, sql`true`, undefined, relations));

export type Rollups = ReturnType<typeof rollupUpkeep>;

/** ANALYTICS_UPKEEP=off: nothing is counted (the rollups are stale until rebuilt). */
export const withoutUpkeep: Rollups = {
  ledgerZone: null,
  feesChanged: async () => {},
  eventBatch: async () => {},
};

export function rollupUpkeep(timeZone: string) {
  return {
    /** The time zone the ledger's statements count the entries they write in (`entriesCounted`); null: none. */
    ledgerZone: timeZone as string | null,

    /** An order's fees changed by `delta` minor units: its charge's cell (none for a voided charge's: it has no fees). */
    feesChanged: async (tx: Executor, transactionId: number, delta: number) => {
      if (delta !== 0) {
        const fees = sql`case when ${voided} then 0 else ${delta}::bigint end`;
        await addFacts(tx, ledgerFacts(timeZone, sql`t.id = ${transactionId}`, { fees }));
      }
    },

    /** The events an intake call stored (their row ids), after their sign-ups made members. */
    eventBatch: async (tx: Executor, rowIds: number[]) => {
      if (rowIds.length === 0) return;
      const inBatch = sql`e.id = any(${`{${rowIds.join(',')}}`}::bigint[])`;
      const moves = await firstVisitMoves(tx, timeZone, inBatch);
      const parts = [visitFacts(timeZone, inBatch), signupFacts(timeZone, inBatch)];
      if (moves.length > 0) {
        const rows = sql`(select * from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as x(day date,
          site_id integer, channel_id integer, campaign_id integer, device text, delta integer))`;
        parts.push(uniqueVisitorFacts(rows, sql`v.delta`));
      }
      await addFacts(tx, together(...parts));
    },
  };
}

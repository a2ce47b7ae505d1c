/**
 * Parked reversals. A refund, chargeback or void whose charge is not in the site's ledger yet (it was sent
 * first, or overtook the charge) is stored `parked` with the charge's transaction id (`original_ref`) instead of
 * failing; it is applied when that charge is booked, in the charge's transaction (`applyAwaiting`: the intake
 * and the replay call it), and settled as any notification is — a savepoint, its own outcome. Every lookup is
 * the site's and the processor's (`ledger/scope.ts`): another site's charge of the same id applies nothing.
 *
 * A reversal that looked for its charge while the charge's transaction was under way is parked after the
 * charge looked for it: the housekeeping applies such a one (`applyArrived`), and any parked before this
 * existed whose charge came since.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { postbacks } from '../../db/schema/index.js';
import type { LedgerService, SiteRef } from '../ledger/service.js';
import { outcomeColumns, settle, type StoredPostback } from './settle.js';

const parked = eq(postbacks.status, 'parked');

/** Settles parked notifications again, each in a savepoint of `tx`, and stores their outcomes. */
async function settleParked(tx: Executor, ledger: LedgerService, rows: StoredPostback[], log: FastifyBaseLogger) {
  for (const row of rows) {
    const settled = await settle(tx, ledger, row, log);
    await tx
      .update(postbacks)
      .set(outcomeColumns(settled, row.attempts + 1))
      .where(eq(postbacks.id, row.id));
  }
}

/** Applies the site's parked reversals of the charge `charge.ref`, just booked in `tx`, in the order they came. */
export async function applyAwaiting(tx: Executor, ledger: LedgerService, charge: SiteRef, log: FastifyBaseLogger) {
  const rows = await tx
    .select()
    .from(postbacks)
    .where(
      and(
        parked,
        eq(postbacks.processor, charge.processor),
        eq(postbacks.originalRef, charge.ref),
        eq(postbacks.siteId, charge.siteId),
      ),
    )
    .orderBy(asc(postbacks.id))
    .for('update');
  await settleParked(tx, ledger, rows, log);
}

/** Applies the parked reversals whose charge is in their site's ledger by now, each in its own transaction. */
export async function applyArrived(db: Db, ledger: LedgerService, log: FastifyBaseLogger) {
  const arrived = sql`exists (select 1 from transactions t where t.processor = ${postbacks.processor}
    and t.processor_ref = ${postbacks.originalRef} and t.site_id = ${postbacks.siteId})`;
  const ids = await db
    .select({ id: postbacks.id })
    .from(postbacks)
    .where(and(parked, arrived))
    .orderBy(asc(postbacks.id))
    .limit(1000);
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(postbacks)
        .where(and(eq(postbacks.id, id), parked))
        .for('update');
      await settleParked(tx, ledger, rows, log);
    });
  }
  return ids.length;
}

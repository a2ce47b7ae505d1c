/**
 * Staff correct an order's fees and notes (`PUT /orders/{id}`, the orders module), never its amount: the fees are decimal strings
 * of the order's currency, together at most its amount (the net never negative). The audit entry records the
 * fees as the wire writes them (`"1.25"`), not in minor units.
 */
import { eq } from 'drizzle-orm';
import { fromMinorUnits, type OrderUpdate } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { checkVersion } from '../../platform/crud/versions.js';
import { invalid, notFound } from '../../platform/errors.js';
import { moneyTexts, toMinorValues } from '../../platform/money.js';
import { fromWire } from '../../platform/wire.js';
import type { Rollups } from '../analytics/service.js';

/** The amounts staff may correct, by their wire names. */
const FEES = ['transaction_fee', 'settlement_fee', 'reserve_fee'] as const;
type Row = typeof orders.$inferSelect;

const snapshot = (row: Row) => ({ ...moneyTexts(row, FEES, row.currency), notes: row.notes });

/** The fees of an order: processing and settlement (the reserve is held back, not a fee). */
const feesOf = (row: Row) => row.transactionFee + row.settlementFee;

/** Saves the correction; the analytics rollups take the fees' change in the same transaction. */
export async function updateOrder(
  tx: Executor,
  id: number,
  body: OrderUpdate,
  ctx: AuditContext,
  feesChanged: Rollups['feesChanged'],
  version?: string,
) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound();
  await checkVersion(tx, { resource: 'orders', id, updatedAt: row.updatedAt }, version);
  // The body's fields by property name, the fees in minor units (422 naming each the currency cannot hold).
  const values = toMinorValues(fromWire(body), FEES, row.currency) as Partial<Row>;
  const after = { ...row, ...values };
  // What is paid out of a charge is never negative: its fees and the reserve held on it fit in its amount.
  if (feesOf(after) + after.reserveFee > row.amount) {
    const amount = fromMinorUnits(row.amount, row.currency);
    const named = FEES.filter((field) => body[field] !== undefined);
    throw invalid(
      Object.fromEntries(named.map((field) => [field, [{ key: 'msg.feesOverAmount', params: { amount } }]])),
    );
  }
  if (body.notes !== undefined) values.notes = body.notes || null;
  const [updated] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  await feesChanged(tx, row.transactionId, feesOf(updated!) - feesOf(row));
  await recordAudit(tx, ctx, {
    action: 'update',
    resource: 'orders',
    resourceId: id,
    label: row.transactionNumber,
    before: snapshot(row),
    after: snapshot(updated!),
  });
}

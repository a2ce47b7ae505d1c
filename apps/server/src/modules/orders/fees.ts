/**
 * Staff correct an order's fees and notes (`PUT /orders/{id}`), never its amount: the fees are decimal strings
 * of the order's currency, together at most its amount (the net never negative). The audit entry records the
 * fees as the wire writes them (`"1.25"`), not in minor units.
 */
import { eq } from 'drizzle-orm';
import { currencyDigits, fromMinorUnits, type OrderUpdate, toMinorUnits } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { checkVersion } from '../../platform/crud/versions.js';
import { type FieldErrors, invalid, notFound } from '../../platform/errors.js';
import type { Rollups } from '../analytics/upkeep.js';

const FEES = { transaction_fee: 'transactionFee', settlement_fee: 'settlementFee', reserve_fee: 'reserveFee' } as const;
type Row = typeof orders.$inferSelect;

const snapshot = (row: Row) => ({
  transactionFee: fromMinorUnits(row.transactionFee, row.currency),
  settlementFee: fromMinorUnits(row.settlementFee, row.currency),
  reserveFee: fromMinorUnits(row.reserveFee, row.currency),
  notes: row.notes,
});

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
  const values: Partial<Row> = {};
  const errors: FieldErrors = {};
  for (const [field, column] of Object.entries(FEES) as Array<[keyof typeof FEES, (typeof FEES)[keyof typeof FEES]]>) {
    const text = body[field];
    if (text === undefined) continue;
    const minor = toMinorUnits(text, row.currency);
    if (minor === null)
      errors[field] = [
        { key: 'msg.money.decimals', params: { digits: currencyDigits(row.currency), currency: row.currency } },
      ];
    else values[column] = minor;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const after = { ...row, ...values };
  // What is paid out of a charge is never negative: its fees and the reserve held on it fit in its amount.
  if (feesOf(after) + after.reserveFee > row.amount) {
    const amount = fromMinorUnits(row.amount, row.currency);
    const named = Object.keys(FEES).filter((field) => body[field as keyof typeof FEES] !== undefined);
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

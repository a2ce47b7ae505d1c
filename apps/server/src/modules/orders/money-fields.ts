/** An order's money as the wire has it: minor units turned into decimal strings of the order's currency. */
import { fromMinorUnits } from '@backlot/contract';

export const ORDER_MONEY = ['amount', 'transaction_fee', 'settlement_fee', 'reserve_fee', 'total_amount'] as const;

/** A read row of an order (wire names, minor units) as its answer. */
export function orderAnswer(row: Record<string, unknown>) {
  const currency = String(row.currency);
  for (const field of ORDER_MONEY) row[field] = fromMinorUnits(Number(row[field]), currency);
  return row;
}

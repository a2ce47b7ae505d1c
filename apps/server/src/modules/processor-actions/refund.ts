/**
 * A refund's amount: the body's decimal string in the order's currency (no more decimals than it has), at most
 * what reversals left of the charge; absent, all of that rest. A 422 on `amount` otherwise.
 */
import { fromMinorUnits, type RefundBody, toMinorUnits } from '@backlot/contract';
import { invalid } from '../../platform/errors.js';
import type { OrderTarget } from '../ledger/read.js';

export function refundOf(target: OrderTarget, body: RefundBody) {
  const rest = target.amount - target.reversed;
  const over = () =>
    invalid({
      amount: [{ key: 'msg.refundOverAmount', params: { amount: fromMinorUnits(Math.max(rest, 0), target.currency) } }],
    });
  const minor = body.amount === undefined ? rest : toMinorUnits(body.amount, target.currency);
  if (minor === null) throw invalid({ amount: ['msg.invalidValue'] });
  if (minor <= 0 || minor > rest) throw over();
  return { minor, text: fromMinorUnits(minor, target.currency), currency: target.currency, endAccess: body.end_access };
}

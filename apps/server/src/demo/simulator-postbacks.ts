/**
 * The notification a processor sends once it has done what a merchant API call asked, as the postback intake
 * reads it: Segpay's `Cancel`, `Disable` (expiry), `Extension`, `Reactivation` and refunds (`Auth`/`credit`, or a
 * `Disable`/`credit` when the membership ends with it); Epoch's `K` (cancellation) and `C` (credit).
 */
import { randomBytes } from 'node:crypto';
import type { Processor } from '@backlot/contract';

export type SimulatedCall = { processor: Processor; task: string; query: Record<string, string> };
/** The confirming postback's parameters; the membership it ends or starts again, for the next call's answer. */
export type Confirmation = { params: Record<string, string>; membership: string; ends?: boolean; starts?: boolean };

const transactionId = () => String(900_000_000 + randomBytes(3).readUIntBE(0, 3));

function segpay(task: string, q: Record<string, string>): Confirmation | null {
  const at = new Date().toISOString();
  const membership = q.PurchaseID ?? '';
  const status = (action: string) => ({ action, purchaseid: membership, transtime: at, tranid: transactionId() });
  switch (task) {
    case 'ADM.asmx/CancelMembership':
      return membership ? { params: status('Cancel'), membership, ends: true } : null;
    case 'ADM.asmx/ExpireMembership':
      return membership ? { params: status('Disable'), membership, ends: true } : null;
    case 'ADM.asmx/ExtendMembership':
      return membership && Number(q.Days) > 0
        ? { params: { ...status('Extension'), extensiondays: q.Days! }, membership }
        : null;
    case 'ADM.asmx/ReactivateMembership':
      return membership ? { params: status('Reactivation'), membership, starts: true } : null;
    case 'ADM.asmx/RefundTransaction': {
      if (!q.TransID || !q.RefundAmount) return null;
      const ends = q.ExpireMembership === 'Yes';
      const params = {
        action: ends ? 'Disable' : 'Auth',
        trantype: 'credit',
        approved: 'Yes',
        tranid: transactionId(),
        relatedtranid: q.TransID,
        price: q.RefundAmount,
        currencycode: q.Currency || 'USD',
        transtime: at,
      };
      return { params, membership: `refund:${q.TransID}` };
    }
    default:
      return null;
  }
}

function epoch(q: Record<string, string>): Confirmation | null {
  const base = { ets_transaction_id: transactionId(), ets_transaction_date: new Date().toISOString() };
  if (q.action === 'cancel' && q.member_id)
    return {
      params: { ...base, ets_transaction_type: 'K', ets_member_idx: q.member_id },
      membership: q.member_id,
      ends: true,
    };
  if (q.action === 'refund' && q.transaction_id && q.amount)
    return {
      params: {
        ...base,
        ets_transaction_type: 'C',
        ets_ref_trans_ids: q.transaction_id,
        ets_transaction_amount: q.amount,
        ets_currency: q.currency || 'USD',
      },
      membership: `refund:${q.transaction_id}`,
    };
  return null;
}

/** The confirmation of a call, or null when the call misses what it needs. */
export function confirmationOf(call: SimulatedCall): Confirmation | null {
  return call.processor === 'segpay' ? segpay(call.task, call.query) : epoch(call.query);
}

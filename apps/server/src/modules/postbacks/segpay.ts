/**
 * Segpay's postbacks as notifications. `action` says what happened: `Auth` a transaction (`trantype` sale,
 * credit = refund, charge = chargeback; a sale `approved` Yes or No at its `stage` — Initial, Conversion
 * (the first rebill), Instantconversion, Rebill), `Void` a void of `relatedtranid`, `Cancel` a cancellation,
 * `Disable` the end of access, `Reactivation`, and `Probe`/`Enable`/`Inquiry`, which change nothing here (an
 * access grant's charge arrives as its own `Auth`), `Extension` a membership pushed `extensiondays` later (the
 * confirmation of a merchant's SRS extension; the field's name as our simulator sends it — check it against
 * the merchant's postback guide). The membership is `purchaseid`, the transaction `tranid`
 * (else `transguid`), the plan `eticketid`, the member `username` (else `billemail`/`email`).
 */
import type { PostbackParams } from '@backlot/contract';
import type { ChargeStage, Notification } from '../ledger/service.js';
import { amountOf, currencyOf, leastAmountOf, NotANotification, param, required, timeOf } from './parse.js';

const STAGES: Record<string, ChargeStage> = {
  initial: 'initial',
  conversion: 'conversion',
  instantconversion: 'conversion',
  rebill: 'rebill',
};

function eventOf(params: PostbackParams, action: string): Notification['event'] {
  switch (action) {
    case 'probe':
    case 'enable':
    case 'inquiry':
      return { kind: 'none' };
    case 'cancel':
      return { kind: 'cancel' };
    case 'disable':
      // A credit sent as a Disable: a refund that ends access (`ledger/reversals.ts`).
      if (param(params, 'trantype')?.toLowerCase() === 'credit')
        return { kind: 'reversal', type: 'refund', originalRef: required(params, 'relatedtranid'), endsAccess: true };
      return { kind: 'expire' };
    case 'reactivation':
      return { kind: 'reactivate' };
    case 'extension': {
      const days = Number(required(params, 'extensiondays'));
      if (!Number.isInteger(days) || days < 1 || days > 3650)
        throw new NotANotification('not_a_notification', 'extensiondays');
      return { kind: 'extend', days };
    }
    case 'void':
      return { kind: 'reversal', type: 'void', originalRef: required(params, 'relatedtranid') };
    case 'auth':
      break;
    default:
      throw new NotANotification('not_a_notification', 'action');
  }
  const trantype = param(params, 'trantype')?.toLowerCase() ?? 'sale';
  if (trantype === 'credit')
    return { kind: 'reversal', type: 'refund', originalRef: required(params, 'relatedtranid') };
  if (trantype === 'charge')
    return { kind: 'reversal', type: 'chargeback', originalRef: required(params, 'relatedtranid') };
  if (trantype !== 'sale') throw new NotANotification('not_a_notification', 'trantype');
  const stage = STAGES[required(params, 'stage').toLowerCase()];
  if (!stage) throw new NotANotification('not_a_notification', 'stage');
  return { kind: param(params, 'approved')?.toLowerCase() === 'no' ? 'decline' : 'charge', stage };
}

export function parseSegpay(params: PostbackParams, received: Date): Notification {
  const action = required(params, 'action').toLowerCase();
  const event = eventOf(params, action);
  const currency = currencyOf(params, 'currencycode');
  const occurredAt = timeOf(params, 'transtime', received);
  const membershipRef = param(params, 'purchaseid');
  // An initial sale may open a free trial (its plan's, which the ledger reads): 0 then.
  const least = leastAmountOf(event, event.kind === 'charge' && event.stage === 'initial');
  const moneyEvent = event.kind === 'charge' || event.kind === 'decline' || event.kind === 'reversal';
  const ref =
    param(params, 'tranid') ??
    param(params, 'transguid') ??
    (moneyEvent ? required(params, 'tranid') : `${action}:${membershipRef ?? '-'}:${occurredAt.toISOString()}`);
  return {
    processor: 'segpay',
    ref,
    processorType: ['action', 'stage', 'trantype', 'approved']
      .map((name) => param(params, name))
      .filter(Boolean)
      .join('/'),
    membershipRef,
    planRef: param(params, 'eticketid'),
    member: { username: param(params, 'username'), email: param(params, 'billemail') ?? param(params, 'email') },
    amount: amountOf(params, 'price', currency, least),
    currency,
    paymentMethod: param(params, 'paymenttype') ?? param(params, 'cardtype'),
    occurredAt,
    event,
  };
}

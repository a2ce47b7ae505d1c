/**
 * Epoch's DataPlus rows as notifications, by `ets_transaction_type`: F free trial and T paid trial (a trial
 * opens), I initial recurring and O one-time (a first charge; a coin pack's plan makes it coins), U trial
 * conversion, N rebill, J denied trial conversion (a decline that ends the trial), K cancelled trial, C credit
 * (refund), D chargeback and X returned check (a void) of `ets_ref_trans_ids`. The membership is
 * `ets_member_idx`, the transaction `ets_transaction_id`, the plan `ets_pi_code`, the member `ets_username`
 * (else `ets_email`).
 */
import type { PostbackParams } from '@backlot/contract';
import type { Notification } from '../ledger/service.js';
import { amountOf, currencyOf, leastAmountOf, NotANotification, param, required, timeOf } from './parse.js';

const original = (params: PostbackParams) => required(params, 'ets_ref_trans_ids').split(/[,;\s]+/)[0]!;

function eventOf(params: PostbackParams, type: string): Notification['event'] {
  switch (type) {
    case 'F':
    case 'T':
      return { kind: 'charge', stage: 'trial' };
    case 'I':
    case 'O':
      return { kind: 'charge', stage: 'initial' };
    case 'U':
      return { kind: 'charge', stage: 'conversion' };
    case 'N':
      return { kind: 'charge', stage: 'rebill' };
    case 'J':
      return { kind: 'decline', stage: 'conversion' };
    case 'K':
      return { kind: 'cancel' };
    case 'C':
      return { kind: 'reversal', type: 'refund', originalRef: original(params) };
    case 'D':
      return { kind: 'reversal', type: 'chargeback', originalRef: original(params) };
    case 'X':
      return { kind: 'reversal', type: 'void', originalRef: original(params) };
    default:
      throw new NotANotification('not_a_notification', 'ets_transaction_type');
  }
}

export function parseEpoch(params: PostbackParams, received: Date): Notification {
  const type = required(params, 'ets_transaction_type').toUpperCase();
  const event = eventOf(params, type);
  const currency = currencyOf(params, 'ets_currency');
  const amount = amountOf(params, 'ets_transaction_amount', currency, leastAmountOf(event, type === 'F'));
  return {
    processor: 'epoch',
    ref: required(params, 'ets_transaction_id'),
    processorType: type,
    membershipRef: param(params, 'ets_member_idx'),
    planRef: param(params, 'ets_pi_code'),
    member: { username: param(params, 'ets_username'), email: param(params, 'ets_email') },
    amount: type === 'F' ? (amount ?? 0) : amount,
    currency,
    paymentMethod: param(params, 'ets_payment_type'),
    occurredAt: timeOf(params, 'ets_transaction_date', received),
    event,
  };
}

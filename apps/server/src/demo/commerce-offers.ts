/**
 * What the processor simulator sells (the demo plans as offers) and how each processor words a notification
 * of it: Segpay's postback parameters, Epoch's DataPlus fields.
 */
import { fromMinorUnits, type Processor } from '@backlot/contract';
import { type Period, periodFor, startsWithTrial } from '../modules/ledger/periods.js';
import { DEMO_PLANS } from './commerce.js';

export type Offer = {
  segpay: string;
  epoch: string | null;
  currency: string;
  /** The first charge, and each renewal's. */
  first: number;
  price: number;
  trial: boolean;
  recurring: boolean;
  initial: Period;
  period: Period;
  coins: number;
};

const offers = DEMO_PLANS.map((plan): Offer => {
  const periods = {
    type: plan.type,
    onceCount: plan.onceCount ?? null,
    onceUnit: plan.onceUnit ?? null,
    initialCount: plan.initialCount ?? null,
    initialUnit: plan.initialUnit ?? null,
    recurringCount: plan.recurringCount ?? null,
    recurringUnit: plan.recurringUnit ?? null,
  };
  return {
    segpay: plan.segpayId!,
    epoch: plan.epochId ?? null,
    currency: plan.currency ?? 'USD',
    first: plan.type === 'subscription' ? plan.initialDiscountPrice! : plan.oncePrice!,
    price: plan.type === 'subscription' ? plan.recurringDiscountPrice! : plan.oncePrice!,
    trial: startsWithTrial(periods),
    recurring: plan.type === 'subscription',
    initial: periodFor(periods, 'initial'),
    period: periodFor(periods, 'renewal'),
    coins: plan.coins ?? 0,
  };
});
/** Memberships and passes, the monthly one most often. */
export const OFFERS = [...offers.filter((o) => !o.coins), offers[0]!, offers[0]!, offers[1]!];
export const PACKS = offers.filter((o) => o.coins > 0);

export type Kind =
  | 'initial'
  | 'trial'
  | 'conversion'
  | 'rebill'
  | 'decline'
  | 'declineConversion'
  | 'refund'
  | 'chargeback'
  | 'cancel'
  | 'disable';

export type Notice = {
  kind: Kind;
  ref: string;
  membership?: string;
  username?: string;
  amount?: number;
  original?: string;
  offer: Offer;
};

const SEGPAY: Record<Kind, Record<string, string>> = {
  initial: { action: 'Auth', stage: 'Initial', trantype: 'sale', approved: 'Yes' },
  trial: { action: 'Auth', stage: 'Initial', trantype: 'sale', approved: 'Yes' },
  conversion: { action: 'Auth', stage: 'Conversion', trantype: 'sale', approved: 'Yes' },
  rebill: { action: 'Auth', stage: 'Rebill', trantype: 'sale', approved: 'Yes' },
  decline: { action: 'Auth', stage: 'Rebill', trantype: 'sale', approved: 'No' },
  declineConversion: { action: 'Auth', stage: 'Conversion', trantype: 'sale', approved: 'No' },
  refund: { action: 'Auth', trantype: 'credit' },
  chargeback: { action: 'Auth', trantype: 'charge' },
  cancel: { action: 'Cancel' },
  disable: { action: 'Disable' },
};
const EPOCH: Record<Kind, string> = {
  initial: 'I',
  trial: 'T',
  conversion: 'U',
  rebill: 'N',
  decline: 'J',
  declineConversion: 'J',
  refund: 'C',
  chargeback: 'D',
  cancel: 'K',
  disable: 'K',
};

const usTime = (d: Date) => {
  const h = d.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h % 12 || 12}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** A notification's parameters as `processor` sends them. */
export function notice(processor: Processor, at: number, n: Notice): Record<string, string> {
  const money = n.amount === undefined ? undefined : fromMinorUnits(n.amount, n.offer.currency);
  const when = new Date(at);
  const fields: Record<string, string | undefined> =
    processor === 'segpay'
      ? {
          ...SEGPAY[n.kind],
          purchaseid: n.membership,
          tranid: n.kind === 'cancel' || n.kind === 'disable' ? undefined : n.ref,
          relatedtranid: n.original,
          price: money,
          currencycode: n.offer.currency,
          eticketid: n.original ? undefined : n.offer.segpay,
          username: n.username,
          transtime: usTime(when),
        }
      : {
          ets_transaction_type: n.kind === 'initial' && !n.offer.recurring ? 'O' : EPOCH[n.kind],
          ets_transaction_id: n.ref,
          ets_member_idx: n.membership,
          ets_ref_trans_ids: n.original,
          ets_pi_code: n.original ? undefined : (n.offer.epoch ?? undefined),
          ets_username: n.username,
          ets_transaction_amount: money,
          ets_currency: n.offer.currency,
          ets_transaction_date: when.toISOString().slice(0, 19).replace('T', ' '),
        };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

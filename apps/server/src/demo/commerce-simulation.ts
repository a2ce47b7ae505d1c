/**
 * The processor simulator: what Segpay and Epoch would report of the demo members over a period (a year for
 * the demo) — joins (more from some channels than others), each after the member signed up, most the same day,
 * trials and their conversions to the plan's paid period, monthly rebills with churn, declined rebills retried or ending, refunds (about 3 %), chargebacks (under 1 %), coin packs and
 * pay-per-view spends. Seeded; keeps its own record of what it sent (`commerce-record.ts`). Builds the steps
 * only: `post-commerce.ts` sends them.
 */
import type { CoinSpendIntake, Processor } from '@backlot/contract';
import { addPeriod } from '../modules/ledger/periods.js';
import { type Kind, notice, type Notice, type Offer, OFFERS, PACKS } from './commerce-offers.js';
import { coinsMoved, entered, newRecord } from './commerce-record.js';
import { seeded } from './traffic.js';

export type SimulatedMember = {
  username: string;
  email: string;
  channelId: number | null;
  /** When they signed up (epoch ms): they buy nothing before. */
  joinedAt: number;
};
export type Step = { at: number } & (
  | { path: `postbacks/${Processor}`; params: Record<string, string> }
  | { path: 'intake/coin-spends'; body: CoinSpendIntake }
);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const LEDGER_TYPE: Partial<Record<Kind, string>> = { decline: 'decline', declineConversion: 'decline' };

export function simulateCommerce(
  members: SimulatedMember[],
  { now, days, seed = 7, tag = '' }: { now: number; days: number; seed?: number; tag?: string },
) {
  const random = seeded(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const from = now - days * DAY;
  /**
   * When a member first pays: most within hours of signing up, the others days to months later; one who
   * joined before the period, any day of it.
   */
  const firstPurchase = (joinedAt: number) => {
    if (joinedAt < from) return from + random() * (days - 2) * DAY;
    return joinedAt + 5 * 60_000 + (chance(0.6) ? random() * 6 * HOUR : random() * random() * 120 * DAY);
  };
  const steps: Step[] = [];
  const record = newRecord();
  let seq = 0;
  /** A new id of the processors' (or the site's): `tag` keeps those of simulations sharing a ledger apart. */
  const id = (prefix: string) => `${tag}${prefix}${++seq}`;

  /** Sends a notification unless its time has not come; whether it was sent. */
  const send = (processor: Processor, at: number, n: Omit<Notice, 'ref'> & { ref?: string }) => {
    if (at >= now) return false;
    const ref = n.ref ?? id(processor === 'segpay' ? 'SP' : 'EP');
    steps.push({ at, path: `postbacks/${processor}`, params: notice(processor, at, { ...n, ref }) });
    if (n.amount !== undefined) entered(record, ledgerTypeOf(n.kind, n.offer), n.offer.currency, n.amount);
    return ref;
  };

  function subscribe(member: SimulatedMember, start: number) {
    const offer = pick(OFFERS);
    const processor: Processor = offer.epoch && chance(0.3) ? 'epoch' : 'segpay';
    const who = { membership: id(processor === 'segpay' ? 'PU' : 'MI'), username: member.username, offer };
    const charge = (at: number, kind: Kind, amount: number) => send(processor, at, { ...who, kind, amount });
    const reverse = (at: number, kind: 'refund' | 'chargeback', original: string, amount: number) =>
      send(processor, at, { kind, original, amount, offer });
    let at = start;
    let last = charge(at, offer.trial ? 'trial' : 'initial', offer.first);
    let lastAmount = offer.first;
    let paidThrough = addPeriod(new Date(at), offer.initial).getTime();
    if (last && offer.trial) {
      at = paidThrough;
      if (chance(0.2)) return void charge(at, 'declineConversion', offer.price);
      [last, lastAmount] = [charge(at, 'conversion', offer.price), offer.price];
      paidThrough = addPeriod(new Date(at), offer.period).getTime();
    }
    if (!last) return;
    if (!offer.recurring) return void (chance(0.03) && reverse(at + 2 * DAY, 'refund', last, lastAmount));
    // Each paid period: the charge disputed, refunded or the membership cancelled (each sent once its day has
    // come, the period under way or not), else renewed when the period ends.
    for (;;) {
      if (chance(0.006)) return void reverse(at + random() * 20 * DAY, 'chargeback', last, lastAmount);
      if (chance(0.03)) return void reverse(at + random() * 5 * DAY, 'refund', last, lastAmount);
      if (chance(0.07)) {
        send(processor, at + random() * 20 * DAY, { ...who, kind: 'cancel', ref: id('CX') });
        return void (processor === 'segpay' && send(processor, paidThrough, { ...who, kind: 'disable' }));
      }
      if (paidThrough >= now) return;
      at = paidThrough;
      if (processor === 'segpay' && chance(0.04)) {
        charge(at, 'decline', offer.price);
        at += 3 * DAY;
        if (chance(0.4)) return void charge(at, 'decline', offer.price);
      }
      const rebill = charge(at, 'rebill', offer.price);
      if (!rebill) return;
      [last, lastAmount] = [rebill, offer.price];
      paidThrough = addPeriod(new Date(Math.max(paidThrough, at)), offer.period).getTime();
    }
  }

  function buyCoins(member: SimulatedMember, first: number) {
    let at = first;
    for (let packs = 1 + Math.floor(random() * 3); packs > 0; packs--) {
      const offer = pick(PACKS);
      const processor: Processor = chance(0.25) ? 'epoch' : 'segpay';
      const membership = id('CP');
      const ref = send(processor, at, {
        kind: 'initial',
        membership,
        username: member.username,
        amount: offer.first,
        offer,
      });
      if (!ref) return;
      coinsMoved(record, member.username, offer.coins);
      for (let spends = Math.floor(random() * 6); spends > 0; spends--) {
        at += 60_000 + random() * 2 * DAY;
        const coins = 10 + Math.floor(random() * 6) * 10;
        if (at >= now || (record.coins[member.username] ?? 0) < coins) break;
        coinsMoved(record, member.username, -coins);
        const video = `BL-${String(1 + Math.floor(random() * 40)).padStart(6, '0')}`;
        const body = { spend_id: id('spend-'), member_email: member.email, video_serial_number: video, coins };
        steps.push({ at, path: 'intake/coin-spends', body: { ...body, occurred_at: new Date(at).toISOString() } });
      }
      if (chance(0.03) && send(processor, at + DAY, { kind: 'refund', original: ref, amount: offer.first, offer }))
        coinsMoved(record, member.username, -offer.coins);
      at += 10 * DAY + random() * 30 * DAY;
    }
  }

  for (const member of members) {
    const start = firstPurchase(member.joinedAt);
    // Members some channels bring buy more often than direct ones.
    if (chance(member.channelId ? 0.22 + (member.channelId % 3) * 0.06 : 0.18)) subscribe(member, start);
    if (chance(0.12)) buyCoins(member, start + random() * 30 * DAY);
  }
  steps.sort((a, b) => a.at - b.at);
  record.sent = steps.length;
  return { steps, record };
}

/** The ledger type a notification of `kind` makes. */
function ledgerTypeOf(kind: Kind, offer: Offer) {
  if (LEDGER_TYPE[kind]) return LEDGER_TYPE[kind];
  if (kind !== 'initial') return kind;
  return offer.coins ? 'coins' : offer.recurring ? 'initial' : 'one_time';
}

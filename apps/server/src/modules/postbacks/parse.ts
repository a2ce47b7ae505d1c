/** What the processors' parsers share: amounts, times and the refusal of a payload that is no notification. */
import { isCurrency, MAX_MINOR_UNITS, toMinorUnits } from '@backlot/contract';
import type { PostbackParams } from '@backlot/contract';
import type { Notification } from '../ledger/service.js';

/** A payload that is not a notification the ledger can read: the field at fault. */
export class NotANotification extends Error {
  constructor(
    readonly code: 'not_a_notification' | 'missing_field' | 'bad_amount' | 'bad_currency',
    readonly field: string,
  ) {
    super(`${code}:${field}`);
  }
}

/** A parameter's value, trimmed; undefined when absent or empty. */
export const param = (params: PostbackParams, name: string) => params[name]?.trim() || undefined;

export function required(params: PostbackParams, name: string) {
  const value = param(params, name);
  if (!value) throw new NotANotification('missing_field', name);
  return value;
}

/**
 * The least amount a notification of `event` may carry, in minor units: an amount is never negative (the
 * processors write a refund's or a chargeback's amount as a positive one, what it takes back), and a charge or
 * a refund of nothing is none — but a charge that may open a free trial (`mayBeFree`: Epoch's F, a Segpay
 * initial sale whose plan starts with a trial) may be 0, and so may a decline.
 */
export function leastAmountOf(event: Notification['event'], mayBeFree: boolean) {
  return (event.kind === 'charge' && !mayBeFree) || event.kind === 'reversal' ? 1 : 0;
}

/**
 * An amount in minor units of `currency`, at least `least` (`leastAmountOf`) and at most MAX_MINOR_UNITS (what
 * a plan's price and a ledger entry may be); undefined when absent. A leading `$` is allowed, a sign is not.
 */
export function amountOf(params: PostbackParams, name: string, currency: string, least: number) {
  const text = param(params, name);
  if (text === undefined) return undefined;
  const minor = toMinorUnits(text.replace(/^\$/, ''), currency);
  if (minor === null || text.startsWith('-') || minor < least || minor > MAX_MINOR_UNITS)
    throw new NotANotification('bad_amount', name);
  return minor;
}

/** The currency a notification names (USD when it names none): one of the contract's CURRENCIES. */
export function currencyOf(params: PostbackParams, name: string) {
  const code = (param(params, name) ?? 'USD').toUpperCase();
  if (!isCurrency(code)) throw new NotANotification('bad_currency', name);
  return code;
}

const US_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?$/i;

/**
 * An instant: ISO 8601, `YYYY-MM-DD HH:MM:SS`, or `M/D/YYYY h:mm:ss AM` (Segpay's way); without an offset it
 * is read as UTC. Absent or unreadable: the time it arrived.
 */
export function timeOf(params: PostbackParams, name: string, received: Date): Date {
  const text = param(params, name);
  if (!text) return received;
  const us = US_TIME.exec(text);
  if (us) {
    const [, month, day, year, hour, minute, second = '0', half] = us;
    let h = Number(hour) % (half ? 12 : 24);
    if (half?.toUpperCase() === 'PM') h += 12;
    return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), h, Number(minute), Number(second)));
  }
  const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9998 ? received : at;
}

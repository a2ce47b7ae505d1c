/** What the processors' parsers share: amounts, times and the refusal of a payload that is no notification. */
import { MAX_MINOR_UNITS, toMinorUnits } from '@backlot/contract';
import type { PostbackParams } from '@backlot/contract';

/** A payload that is not a notification the ledger can read: the field at fault. */
export class NotANotification extends Error {
  constructor(
    readonly code: 'not_a_notification' | 'missing_field' | 'bad_amount',
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

/** An amount in minor units of `currency`; undefined when absent. */
export function amountOf(params: PostbackParams, name: string, currency: string) {
  const text = param(params, name);
  if (text === undefined) return undefined;
  const minor = toMinorUnits(text.replace(/^-?\$?/, ''), currency);
  if (minor === null || minor > MAX_MINOR_UNITS) throw new NotANotification('bad_amount', name);
  return minor;
}

export function currencyOf(params: PostbackParams, name: string) {
  const code = (param(params, name) ?? 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new NotANotification('bad_amount', name);
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

/**
 * Money. In the database and in arithmetic an amount is an integer of minor units (cents) beside its ISO 4217
 * currency (one of CURRENCIES, `currencies.ts`); on the wire it is a decimal string (`"19.99"`, `"500"` for
 * yen, `"-3.50"` for a difference) next to a currency code, never a float. How many decimals a currency has is
 * ISO 4217's, as `Intl` knows it (USD 2, JPY 0, BHD 3). Amounts of different currencies are never added: a
 * total is per currency.
 *
 * A request's amount is `moneyText()` (non-negative) or `signedMoneyText()`; whether it has no more decimals
 * than its currency allows is known only with the currency, so the server checks it with `toMinorUnits` (422
 * `msg.money.decimals` on the field) once it knows the currency (the body's, or the stored record's).
 */
import { z } from 'zod';
import { CURRENCIES, isCurrency } from './currencies.js';
import { singleLineText } from './text.js';

/** An ISO 4217 code's shape: three capital letters (which codes exist: CURRENCIES). */
export const CURRENCY = /^[A-Z]{3}$/;
/** A decimal amount: up to 11 integer digits and 4 decimals, a leading minus when signed. */
const AMOUNT = /^\d{1,11}(\.\d{1,4})?$/;
const SIGNED_AMOUNT = /^-?\d{1,11}(\.\d{1,4})?$/;

/** Largest amount one integer column holds, in minor units. */
export const MAX_MINOR_UNITS = 2_147_483_647;

const digits = new Map<string, number>();
/** Decimals of a currency's minor unit (USD 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  let found = digits.get(currency);
  if (found === undefined) {
    found = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, found);
  }
  return found;
}

/** A currency code in a request: three letters, written in capitals, one of CURRENCIES. */
export const currencyCode = () =>
  singleLineText(3)
    .toUpperCase()
    .refine((code) => isCurrency(code), 'msg.money.currency');

/** A non-negative amount in a request (`"19.99"`). */
export const moneyText = () => singleLineText(20).regex(AMOUNT, 'msg.money.amount');
/** An amount that may be negative (a statement's gross after refunds). */
export const signedMoneyText = () => singleLineText(20).regex(SIGNED_AMOUNT, 'msg.money.signedAmount');

/**
 * A decimal amount as minor units of `currency`: `"19.9"` USD -> 1990. Null when it has more decimals than
 * the currency's minor unit, or is not an amount.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  if (!SIGNED_AMOUNT.test(text)) return null;
  const places = currencyDigits(currency);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > places) return null;
  const minor = Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0').slice(0, places) || '0');
  return negative && minor !== 0 ? -minor : minor;
}

/** Minor units of `currency` as the wire's decimal string: 1990 USD -> `"19.90"`, 500 JPY -> `"500"`. */
export function fromMinorUnits(minor: number, currency: string): string {
  const places = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(places + 1, '0');
  return places ? `${sign}${text.slice(0, -places)}.${text.slice(-places)}` : `${sign}${text}`;
}

/** An amount on the wire: a decimal string in the currency the record names beside it. */
export const moneyAmount = z.string();

/**
 * The currencies whose minor unit has no decimals, and those with three (every other has two): for SQL that
 * reads an amount in its own row's currency (an order list's amount range).
 */
export function currenciesByDigits(): { zero: string[]; three: string[] } {
  const codes: readonly string[] = CURRENCIES;
  return { zero: codes.filter((c) => currencyDigits(c) === 0), three: codes.filter((c) => currencyDigits(c) === 3) };
}

/** Sums of one currency each (a member's revenue, a day's figures): amounts of two currencies are never added. */
export type CurrencyTotals = Record<string, number>;

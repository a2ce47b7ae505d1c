/**
 * Money: integer minor units (cents) with an ISO 4217 currency in the database and in arithmetic; on the wire a
 * decimal string (`"19.99"`) beside its currency code — never a binary float. Each currency has its own number
 * of decimals (ISO 4217's minor unit: JPY none, BHD three, most two). Totals are per currency: nothing adds
 * amounts of two currencies.
 */
import { singleLineText } from './text.js';

/** Currencies without a minor unit, and those with three decimals (ISO 4217). */
const ZERO_DECIMALS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** The number of decimals of a currency's minor unit. */
export function currencyExponent(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0;
  return THREE_DECIMALS.has(currency) ? 3 : 2;
}

/** The SQL `case` of `currencyExponent` over a currency column's text (the server's amount filters). */
export const EXPONENT_CASES = { zero: [...ZERO_DECIMALS], three: [...THREE_DECIMALS] };

/** Minor units as the wire's decimal string: `formatMinor(1999, 'USD')` is `"19.99"`, `(-5, 'USD')` `"-0.05"`. */
export function formatMinor(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** A non-negative decimal amount with at most three decimals (`"19.99"`, `"20"`, `"0.5"`). */
export const DECIMAL = /^\d{1,10}(\.\d{1,3})?$/;

/**
 * A decimal string in minor units of `currency`, or null when it has more decimals than the currency has
 * (`"1.999"` in USD) or is not a decimal. Exact: digits are shifted, never multiplied as a float.
 */
export function parseMinor(text: string, currency: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const exponent = currencyExponent(currency);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > exponent) return null;
  const minor = Number(whole! + fraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) && minor <= 2_147_483_647 ? minor : null;
}

/** A request's amount: a decimal string (`"19.99"`); its currency decides how many decimals it may have. */
export const moneyText = () => singleLineText(16).regex(DECIMAL, 'msg.money');

/** An ISO 4217 code, upper case. */
export const CURRENCY = /^[A-Z]{3}$/;
export const currencyText = () => singleLineText(3).regex(CURRENCY, 'msg.currency');

/** Sums of one currency (a member's revenue, a day's figures). */
export type CurrencyTotals = Record<string, number>;

/**
 * Money on screen: the wire's decimal string (`"19.99"`) and its currency, formatted in the user's language by
 * `Intl.NumberFormat` from the string itself (exact: no float), so `"1234.50"` `EUR` reads `€1,234.50` in
 * English and `€1,234.50` or `1234.50 €` as each locale writes it. Sums of two currencies are never made here.
 */
import type { Field } from './field';

const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: string, currency: string, language: string): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  try {
    if (!format) formats.set(key, (format = new Intl.NumberFormat(language, { style: 'currency', currency })));
  } catch {
    // A code Intl does not know: the amount as the API wrote it.
    return `${amount} ${currency}`;
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

/** A read-only field holding an amount of the record's `currency` (the `money` value type), formatted. */
export function moneyField<T extends { currency: string }>(
  name: Extract<keyof T, string>,
  label: string,
  extra: Partial<Field<T>> = {},
): Field<T> {
  return { name, label, valueType: 'money', hideInForm: true, width: 120, ...extra };
}

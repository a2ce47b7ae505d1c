/**
 * Money columns (integer minor units beside a currency) <-> the wire's decimal strings (`"19.99"`), for
 * resources that hold prices or totals. A write merges the body over the stored row as texts, so a change of
 * currency keeps what staff see (`"19.99"` USD becomes `"19.99"` EUR) or refuses an amount the new currency
 * cannot hold (`"19.99"` in JPY): 422 `msg.money.decimals` on the field.
 */
import { camelKey, currencyDigits, fromMinorUnits, MAX_MINOR_UNITS, snakeKey, toMinorUnits } from '@backlot/contract';
import { type FieldErrors, invalid } from './errors.js';

type Values = Record<string, unknown>;

/** The money fields (wire names) of a stored row (by property name) as texts in `currency`, by property name. */
export function moneyTexts(row: Values, fields: readonly string[], currency: string): Values {
  return Object.fromEntries(
    fields.map((field) => {
      const minor = row[camelKey(field)];
      return [camelKey(field), minor === null || minor === undefined ? null : fromMinorUnits(Number(minor), currency)];
    }),
  );
}

/**
 * `values` (by property name) with each money field present as text turned into minor units of `currency`;
 * 422 naming each field with more decimals than the currency has, or beyond `max` minor units.
 */
export function toMinorValues(values: Values, fields: readonly string[], currency: string, max = MAX_MINOR_UNITS) {
  const errors: FieldErrors = {};
  const out = { ...values };
  for (const field of fields) {
    const text = values[camelKey(field)];
    if (typeof text !== 'string') continue;
    const minor = toMinorUnits(text, currency);
    if (minor === null)
      errors[field] = [{ key: 'msg.money.decimals', params: { digits: currencyDigits(currency), currency } }];
    else if (Math.abs(minor) > max) errors[field] = ['msg.money.tooLarge'];
    else out[camelKey(field)] = minor;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/** An answer's money fields (minor units, as read) as decimal strings in the row's `currency`, in place. */
export function moneyAnswer(fields: readonly string[], currencyField = 'currency') {
  return (row: Values): Values => {
    const currency = String(row[currencyField]);
    for (const field of fields) {
      const minor = row[field];
      if (minor !== null && minor !== undefined) row[field] = fromMinorUnits(Number(minor), currency);
    }
    return row;
  };
}

/** A row (by property name) with its money fields as the audit log keeps them: `"19.99 USD"`. */
export function moneyAudit(fields: readonly string[], currencyKey = 'currency') {
  return (row: Values): Values => {
    const currency = String(row[currencyKey]);
    const texts = moneyTexts(row, fields, currency);
    for (const [key, text] of Object.entries(texts)) if (text !== null) texts[key] = `${String(text)} ${currency}`;
    return { ...row, ...texts };
  };
}

/**
 * The audit log's money values (`"19.99 USD"`, as `moneyAudit` keeps them) of `fields` as a body writes them
 * (`"19.99"`): a restore reads an old version back from the log. `values` are by wire name.
 */
export function moneyRestore(fields: readonly string[]) {
  const wire = fields.map(snakeKey);
  return (values: Values): Values => {
    const out = { ...values };
    for (const field of wire) {
      const text = out[field];
      if (typeof text === 'string') out[field] = text.replace(/ [A-Z]{3}$/, '');
    }
    return out;
  };
}

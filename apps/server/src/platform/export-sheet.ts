/**
 * What an export writes, whatever its format: the fields of each row in column order, their headers, how
 * each column's cells read (text, money as decimal text beside a `currency` field, an instant as the reporting
 * zone's wall-clock time), and the words of a yes/no cell.
 */
export type CellKind = 'text' | 'money' | 'instant';

export type Sheet<F extends string = string> = {
  fields: readonly F[];
  headers: readonly string[];
  kinds: readonly CellKind[];
  /** The words of a yes/no cell; none: `1` and `0` in CSV, a boolean cell in xlsx. */
  yes?: string;
  no?: string;
};

/** A cell's value as text: a related record by its name, several joined by `; `, a date as ISO 8601, other data as JSON. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(textOf).join('; ');
  // A related record or file by its name; other data (an audit entry's changes) as its JSON.
  if (typeof value === 'object') return 'name' in value ? textOf(value.name) : JSON.stringify(value);
  return String(value);
}

/**
 * An import row's cells as a body, and what an update would change: the declared field kinds say how a cell's
 * text reads (`imports.ts` of the contract lists the forms). An empty cell is left out of the body.
 */
import type { FieldKind } from '@backlot/contract';
import type { FieldErrors } from '../errors.js';

const YES = new Set(['1', 'true', 'yes', 'y', '是']);
const NO = new Set(['0', 'false', 'no', 'n', '否']);

const NOT_READ = Symbol('not read');
/** What a cell of each kind must read as, when its text does not. */
const EXPECTED: Partial<Record<FieldKind, 'msg.import.integer' | 'msg.import.flag'>> = {
  integer: 'msg.import.integer',
  flag: 'msg.import.flag',
};

/** A cell's text as the body's value, or NOT_READ when its kind does not read it. */
function cellValue(field: string, kind: FieldKind | undefined, text: string): unknown {
  if (field.endsWith('_ids')) {
    const parts = text
      .split(/[;,]/)
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  }
  if (kind === 'integer') return /^-?\d+$/.test(text) ? Number(text) : NOT_READ;
  if (kind === 'flag') {
    const word = text.toLowerCase();
    return YES.has(word) ? true : NO.has(word) ? false : NOT_READ;
  }
  return text;
}

/** The row's body (empty cells left out), and a message on each cell its kind does not read. */
export function bodyOf(cells: Partial<Record<string, string | null>>, kinds: Readonly<Record<string, FieldKind>>) {
  const body: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, cell] of Object.entries(cells)) {
    const text = cell?.trim() ?? '';
    if (text === '') continue;
    const value = cellValue(field, kinds[field], text);
    if (value === NOT_READ) errors[field] = [EXPECTED[kinds[field]!]!];
    else body[field] = value;
  }
  return { body, errors };
}

/** A value as compared: an instant by its time, a list of ids in any order, nothing as null. */
function comparable(value: unknown, kind: FieldKind | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'instant' && (typeof value === 'string' || value instanceof Date)) return new Date(value).getTime();
  if (Array.isArray(value)) return JSON.stringify([...(value as unknown[])].sort());
  return value;
}

/** The fields of `after` whose value differs from the record's answer `before`, each with both values. */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  kinds: Readonly<Record<string, FieldKind>>,
) {
  return Object.entries(after).flatMap(([field, value]) =>
    comparable(before[field], kinds[field]) === comparable(value, kinds[field])
      ? []
      : [{ field, before: before[field] ?? null, after: value }],
  );
}

/**
 * Rows (camelCase, Date) <-> wire (snake_case, ISO 8601). Reads select their columns under the wire names
 * (`wireColumns`) and leave Dates to the response serializer; a written row is passed through `toWire`.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { camelKey, snakeKey } from '@backlot/contract';


function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

type Wire = unknown;

/** A contract shape as a handler may answer it: an instant may still be a Date, which the serializer writes as ISO 8601. */
export type Outgoing<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Outgoing<U>[]
    : T extends object
      ? { [K in keyof T]: Outgoing<T[K]> }
      : T;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
/** The columns of a table keyed by their wire names. */
export type WireColumns<T extends PgTable> = {
  [K in keyof T['_']['columns'] as SnakeCase<K & string>]: T['_']['columns'][K];
};

/** Every column of a table under its wire name, for `select(...)`: rows come out named as the contract names them. */
export function wireColumns<T extends PgTable>(table: T): WireColumns<T> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [snakeKey(key), column])) as WireColumns<T>;
}

export function toWire(value: unknown): Wire {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeKey(k), toWire(v)]));
  return value;
}

/** Top-level keys of a parsed request body -> column names. Values are left as parsed. */
export function fromWire<T extends Record<string, unknown>>(body: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [camelKey(k), v]));
}

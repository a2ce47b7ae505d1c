/**
 * Rows (camelCase, Date) <-> wire (snake_case, ISO 8601). One conversion for every resource, so a
 * module's response is its row passed through `toWire` and checked by the contract's schema.
 */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

type Wire = unknown;

export function toWire(value: unknown): Wire {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toWire(v)]));
  return value;
}

/** Top-level keys of a parsed request body -> column names. Values are left as parsed. */
export function fromWire<T extends Record<string, unknown>>(body: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [camel(k), v]));
}

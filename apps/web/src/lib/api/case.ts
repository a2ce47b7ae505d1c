/** The one place where wire names (snake_case) and app names (camelCase) are converted. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), convertKeys(v, convert)]));
  }
  return value;
}

export const camelize = <T>(value: unknown) => convertKeys(value, toCamel) as T;
export const snakeize = (value: unknown) => convertKeys(value, toSnake) as Json;
export const camelKey = toCamel;
export const snakeKey = toSnake;

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : S;

/** The app-side type of a wire (snake_case) type: `z.infer<typeof me>` -> `Camelize<...>`. */
export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
    : T;

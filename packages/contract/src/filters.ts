/**
 * A list's filters, declared once: `filters({ status: enumFilter(STATUSES), created: dateRange() })` gives the
 * query parameters (`.query`, spread into the list query), and its definitions (`.defs`) from which the server
 * builds the where-clause and the web app its search form. Every filter is optional; absent means "any".
 *
 * On the wire: an enum filter is its value, an id filter a record id, a flag filter `1` or `0` (spec section 9),
 * a date range two calendar days `<name>_from` and `<name>_to`, both included (days of the reporting time zone), a text filter a
 * single line of text matched ignoring case, anywhere in the value (`contains`) or as the whole value (`equals`),
 * a decimal range two amounts `<name>_min` and `<name>_max`, both included.
 */
import { z } from 'zod';
import { calendarDay, flagQuery, idSchema } from './common.js';
import { moneyText } from './money.js';
import { singleLineText } from './text.js';

export type EnumFilter<V extends readonly [string, ...string[]] = readonly [string, ...string[]]> = {
  kind: 'enum';
  values: V;
};
export type IdFilter = { kind: 'id' };
/** `absent`: what a query without the parameter asks (a list that leaves archived records out unless asked). */
export type FlagFilter = { kind: 'flag'; absent?: 0 | 1 };
export type DateRangeFilter = { kind: 'dateRange' };
export type TextFilter = { kind: 'text'; match: 'contains' | 'equals' };
export type DecimalRangeFilter = { kind: 'decimalRange' };
export type FilterDef = EnumFilter | IdFilter | FlagFilter | DateRangeFilter | TextFilter | DecimalRangeFilter;

/** One of `values`. */
export const enumFilter = <const V extends readonly [string, ...string[]]>(values: V): EnumFilter<V> => ({
  kind: 'enum',
  values,
});
/** A record's id (a related record: the list shows the rows linked to it). */
export const idFilter = (): IdFilter => ({ kind: 'id' });
/** A yes/no flag, `1` or `0`; `absent`, the value a query without it means (by default, either). */
export const flagFilter = (options: { absent?: 0 | 1 } = {}): FlagFilter => ({ kind: 'flag', ...options });
/** Calendar days `<name>_from` .. `<name>_to`, both included. */
export const dateRange = (): DateRangeFilter => ({ kind: 'dateRange' });

/** Decimal amounts `<name>_min` .. `<name>_max` (`"19.99"`), both included: money in each row's own currency. */
export const decimalRange = (): DecimalRangeFilter => ({ kind: 'decimalRange' });

/** Text matched ignoring case: a part of the value (an e-mail), or the whole of it (a country code). */
export const textFilter = (match: TextFilter['match'] = 'contains'): TextFilter => ({ kind: 'text', match });

/** Longest text a text filter takes. */
const TEXT_FILTER_MAX = 200;
const textQuery = () => singleLineText(TEXT_FILTER_MAX).optional();

/** The query parameters of a date range named `name`. */
export const rangeParams = <N extends string>(name: N) => [`${name}_from`, `${name}_to`] as const;
/** The query parameters of a decimal range named `name`. */
export const boundParams = <N extends string>(name: N) => [`${name}_min`, `${name}_max`] as const;

type SchemaOf<D> =
  D extends EnumFilter<infer V>
    ? z.ZodOptional<z.ZodEnum<{ [K in V[number]]: K }>>
    : D extends IdFilter
      ? z.ZodOptional<typeof idSchema>
      : D extends TextFilter
        ? ReturnType<typeof textQuery>
        : z.ZodOptional<typeof flagQuery>;

type DayParam = z.ZodOptional<typeof calendarDay>;
type BoundParam = z.ZodOptional<ReturnType<typeof moneyText>>;

/** The query shape of a set of filters: one parameter each, two for a range. */
export type FilterShape<F extends Record<string, FilterDef>> = {
  [K in keyof F as F[K] extends DateRangeFilter | DecimalRangeFilter ? never : K]: SchemaOf<F[K]>;
} & {
  [K in keyof F as F[K] extends DateRangeFilter ? `${K & string}_from` | `${K & string}_to` : never]: DayParam;
} & {
  [K in keyof F as F[K] extends DecimalRangeFilter ? `${K & string}_min` | `${K & string}_max` : never]: BoundParam;
};

export type DeclaredFilters<F extends Record<string, FilterDef> = Record<string, FilterDef>> = {
  defs: F;
  query: FilterShape<F>;
};

function schemaOf(def: FilterDef): z.ZodType {
  switch (def.kind) {
    case 'enum':
      return z.enum(def.values).optional();
    case 'id':
      return idSchema.optional();
    case 'flag':
      return flagQuery.optional();
    case 'dateRange':
      return calendarDay.optional();
    case 'text':
      return textQuery();
    case 'decimalRange':
      return moneyText().optional();
  }
}

/** The query parameters a filter takes: its name, or the two ends of a range. */
export function filterParams(name: string, def: FilterDef): readonly string[] {
  if (def.kind === 'dateRange') return rangeParams(name);
  return def.kind === 'decimalRange' ? boundParams(name) : [name];
}

export function filters<const F extends Record<string, FilterDef>>(defs: F): DeclaredFilters<F> {
  const query: Record<string, z.ZodType> = {};
  for (const [name, def] of Object.entries(defs)) {
    for (const param of filterParams(name, def)) query[param] = schemaOf(def);
  }
  return { defs, query: query as FilterShape<F> };
}

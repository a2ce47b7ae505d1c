/**
 * The where-clause of a list's declared filters (`@backlot/contract`'s `filters`): each filter names the
 * column it tests, or a function building its condition (a relation: `exists (...)`). Date ranges are days of
 * the reporting time zone, both included (`report-days.ts`); text is matched by ILIKE with the user's `%` and `_` taken literally; a
 * decimal range over money compares minor units in each row's currency (`moneyBetween`). A condition function
 * is also given who asks (`viewer`), for a filter relative to them (a ticket "assigned to me").
 */
import { and, eq, ilike, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { boundParams, type DeclaredFilters, currenciesByDigits, type FilterDef, rangeParams } from '@backlot/contract';
import { containsPattern, literalPattern } from './pagination.js';
import { withinDays } from './report-days.js';
import type { Viewer } from './viewer.js';

/**
 * Where each filter looks: a column compared for equality (or a range); a value worked out of columns, compared
 * as a column is (a flag: whether a banner is live now); or a condition of the value and of who asks (none
 * outside a request).
 */
export type FilterTarget = PgColumn | SQL | ((value: never, viewer: Viewer | undefined) => SQL);
export type FilterTargets<F extends Record<string, FilterDef>> = { [K in keyof F]: FilterTarget };

/** The bounds of a decimal range as a query gives them (decimal strings), either absent. */
export type DecimalBounds = { min?: string; max?: string };

/**
 * The target of a decimal range over money: `amount` (minor units) between the bounds read in each row's own
 * `currency` (`"19.99"` is 1999 cents; `"20"` is 20 yen), so no float meets the amounts.
 */
export function moneyBetween(amount: PgColumn, currency: PgColumn) {
  const { zero: none, three: thousandths } = currenciesByDigits();
  const zero = sql.join(
    none.map((c) => sql`${c}`),
    sql`, `,
  );
  const three = sql.join(
    thousandths.map((c) => sql`${c}`),
    sql`, `,
  );
  const scale = sql`(case when ${currency} in (${zero}) then 1 when ${currency} in (${three}) then 1000 else 100 end)`;
  return ({ min, max }: DecimalBounds) =>
    and(
      min === undefined ? undefined : sql`${amount} >= ${min}::numeric * ${scale}`,
      max === undefined ? undefined : sql`${amount} <= ${max}::numeric * ${scale}`,
    ) ?? sql`true`;
}

function conditionsOf(
  def: FilterDef,
  name: string,
  target: FilterTarget,
  query: Record<string, unknown>,
  viewer: Viewer | undefined,
) {
  if (def.kind === 'decimalRange') {
    if (typeof target !== 'function') throw new Error(`filter ${name}: a decimal range needs a condition`);
    const [min, max] = boundParams(name).map((param) => query[param] as string | undefined);
    if (min === undefined && max === undefined) return [];
    return [(target as (bounds: DecimalBounds) => SQL)({ min, max })];
  }
  if (def.kind === 'dateRange') {
    if (typeof target === 'function') throw new Error(`filter ${name}: a date range needs a column`);
    const [fromParam, toParam] = rangeParams(name);
    const [from, to] = [query[fromParam], query[toParam]] as Array<string | undefined>;
    return [withinDays(target, from, to)];
  }
  // A flag may say what its absence asks (the records on sale unless archived ones are asked for).
  const value = query[name] ?? (def.kind === 'flag' ? def.absent : undefined);
  if (value === undefined || value === '') return [];
  if (def.kind === 'text') {
    if (typeof target === 'function') throw new Error(`filter ${name}: a text filter needs a column`);
    const text = value as string;
    return [ilike(target, def.match === 'contains' ? containsPattern(text) : literalPattern(text))];
  }
  return [
    typeof target === 'function'
      ? (target as (v: unknown, by?: Viewer) => SQL)(value, viewer)
      : is(target, SQL)
        ? sql`${target} = ${value}`
        : eq(target, value),
  ];
}

/**
 * The conditions of the filters a parsed list query sets (those it leaves out match every row); `viewer`, who
 * asks, for the filters relative to them.
 */
export function filterConditions<F extends Record<string, FilterDef>>(
  declared: Pick<DeclaredFilters<F>, 'defs'>,
  targets: FilterTargets<F>,
  query: object,
  viewer?: Viewer,
): Array<SQL | undefined> {
  return Object.entries(declared.defs).flatMap(([name, def]) =>
    conditionsOf(def, name, targets[name]!, query as Record<string, unknown>, viewer),
  );
}

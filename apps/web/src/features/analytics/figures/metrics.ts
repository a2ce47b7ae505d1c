/** The figures a page shows, by their contract names; money ones are read per currency from `money`. */
import { currencyDigits, FIGURE_COUNTS, toMinorUnits } from '@backlot/contract';
import type { Figures, MoneyFigures } from '../api';
import { camelKey } from '../../../lib/api/case';

export const COUNT_METRICS = FIGURE_COUNTS;
export const MONEY_METRICS = ['gross', 'fees', 'refund_amount', 'chargeback_amount', 'void_amount', 'net'] as const;

export type CountMetric = (typeof COUNT_METRICS)[number];
export type MoneyMetric = (typeof MONEY_METRICS)[number];
export type Metric = CountMetric | MoneyMetric;

export const isMoney = (metric: Metric): metric is MoneyMetric => (MONEY_METRICS as readonly string[]).includes(metric);

export const countOf = (figures: Figures, metric: CountMetric): number =>
  figures[camelKey(metric) as keyof Omit<Figures, 'money'>];

export const amountOf = (money: MoneyFigures, metric: MoneyMetric): string =>
  money[camelKey(metric) as keyof Omit<MoneyFigures, 'currency'>];

/** The currencies of some figures, in order. */
export const currenciesOf = (rows: Array<{ money: MoneyFigures[] }>): string[] =>
  [...new Set(rows.flatMap((row) => row.money.map((m) => m.currency)))].sort();

/**
 * The currencies of some figures, the one holding the largest gross over them first (summed in minor units,
 * compared in whole units of each currency: no exchange rates); a tie in order.
 */
export function currenciesByGross(rows: Array<{ money: MoneyFigures[] }>): string[] {
  const minor = new Map<string, number>();
  for (const m of rows.flatMap((row) => row.money))
    minor.set(m.currency, (minor.get(m.currency) ?? 0) + (toMinorUnits(m.gross, m.currency) ?? 0));
  const whole = (currency: string) => minor.get(currency)! / 10 ** currencyDigits(currency);
  return currenciesOf(rows).sort((a, b) => whole(b) - whole(a));
}

/** A currency's money figures, if any. */
export const moneyIn = (figures: { money: MoneyFigures[] }, currency: string) =>
  figures.money.find((m) => m.currency === currency);

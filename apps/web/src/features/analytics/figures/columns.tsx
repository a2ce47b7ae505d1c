/**
 * Table columns of figures: a count, or money as one line per currency (amounts of two currencies are never
 * added). Each title carries the figure's definition.
 */
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Figures, MoneyFigures } from '../api';
import type { Format } from './format';
import { MetricTitle } from './metric-title';
import { amountOf, countOf, isMoney, type Metric, type MoneyMetric } from './metrics';

/** Money of several currencies, a line each; a dash when there is none. */
export function MoneyLines({ money, metric, format }: { money: MoneyFigures[]; metric: MoneyMetric; format: Format }) {
  if (money.length === 0) return <>—</>;
  return (
    <>
      {money.map((m) => (
        <div key={m.currency}>{format.money(amountOf(m, metric), m.currency)}</div>
      ))}
    </>
  );
}

/** A right-aligned column of one figure, titled with its definition. */
export function figureColumn<T>(metric: string, render: (row: T) => ReactNode): ColumnType<T> {
  return {
    key: metric,
    title: <MetricTitle metric={metric} />,
    align: 'right',
    render: (_: unknown, row: T) => render(row),
  };
}

/** Columns of a row holding `Figures`: counts as numbers, money per currency. */
export function figureColumns<T extends Figures>(metrics: readonly Metric[], format: Format): ColumnType<T>[] {
  return metrics.map((metric) =>
    figureColumn<T>(metric, (row) =>
      isMoney(metric) ? (
        <MoneyLines money={row.money} metric={metric} format={format} />
      ) : (
        format.count(countOf(row, metric))
      ),
    ),
  );
}

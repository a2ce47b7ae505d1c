/**
 * Revenue and net day by day in one currency (a switch when there are several), with the previous period's
 * revenue when compared: a line chart, its figures readable as a table. The dashboard's trend and the daily
 * revenue page's line.
 */
import { useTranslation } from 'react-i18next';
import { ChartCard, seriesOption } from '../../../lib/charts';
import { useCurrency } from './currency-switch';
import { useFormat } from './format';
import { definitionOf } from './metric-title';

/** A day's amounts in one currency, as decimal strings. */
export type MoneyDay = { day: string; gross: string; net: string; previousGross?: string };

type Props = {
  title: string;
  loading: boolean;
  currencies: string[];
  /** The days shown in `currency`. */
  daysIn: (currency: string) => MoneyDay[];
  withPrevious?: boolean;
};

export function MoneyTrendChart({ title, loading, currencies, daysIn, withPrevious = false }: Props) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { currency, control } = useCurrency(currencies);
  const days = currency ? daysIn(currency) : [];
  const money = (value: string) => format.money(value, currency ?? '');
  const previous = (day: MoneyDay) => day.previousGross ?? '0';
  return (
    <ChartCard
      title={title}
      definition={definitionOf('gross')}
      loading={loading}
      extra={control}
      option={seriesOption(
        days.map((day) => day.day),
        [
          { name: t('metric.gross'), values: days.map((day) => Number(day.gross)) },
          { name: t('metric.net'), values: days.map((day) => Number(day.net)) },
          ...(withPrevious
            ? [{ name: t('chart.previousGross'), values: days.map((day) => Number(previous(day))) }]
            : []),
        ],
        (value) => money(String(value)),
      )}
      table={{
        columns: [
          { key: 'day', title: t('column.day') },
          { key: 'gross', title: t('metric.gross'), numeric: true },
          { key: 'net', title: t('metric.net'), numeric: true },
          ...(withPrevious ? [{ key: 'previous', title: t('chart.previousGross'), numeric: true }] : []),
        ],
        rows: days.map((day) => ({
          day: day.day,
          gross: money(day.gross),
          net: money(day.net),
          previous: withPrevious ? money(previous(day)) : undefined,
        })),
      }}
    />
  );
}

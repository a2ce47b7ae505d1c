/** The period's shares of new subscribers and of revenue (one currency at a time) per channel or campaign. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, pieOption } from '../../../lib/charts';
import type { AnalyticsQuery } from '../api';
import { breakdownQuery } from './breakdown-query';
import { useCurrency } from '../figures/currency-switch';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { currenciesOf, moneyIn } from '../figures/metrics';
import { type Source, useRowName } from './rows';
import { useRead } from '../../../lib/api/use-read';

export type Slice = { name: string; value: number };

/** A pie of one figure's shares, with its definition and the slices as a table. */
export function PieCard(props: {
  title: string;
  metric: string;
  slices: Slice[];
  loading: boolean;
  format: (value: number) => string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const { title, metric, slices, loading, format, extra } = props;
  const shown = slices.filter((slice) => slice.value !== 0);
  return (
    <ChartCard
      title={title}
      definition={definitionOf(metric)}
      loading={loading}
      extra={extra}
      option={pieOption(shown, format)}
      table={{
        columns: [
          { key: 'name', title: t('column.name') },
          { key: 'value', title: t(`metric.${metric}`), numeric: true },
        ],
        rows: shown.map((slice) => ({ name: slice.name, value: format(slice.value) })),
      }}
    />
  );
}

export function UserPieChart({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const { data, isPending } = useRead(breakdownQuery(source, query, (all) => all.userPieChart));
  return (
    <PieCard
      title={t('chart.subscriberShare')}
      metric="new_subscribers"
      loading={isPending}
      format={format.count}
      slices={(data?.data ?? []).map((row) => ({ name: name.nameOf(row), value: row.newSubscribers }))}
    />
  );
}

export function RevenuePieChart({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const { data, isPending } = useRead(breakdownQuery(source, query, (all) => all.revenuePieChart));
  const rows = data?.data ?? [];
  const { currency, control } = useCurrency(currenciesOf(rows));
  return (
    <PieCard
      title={t('chart.revenueShare')}
      metric="gross"
      loading={isPending}
      extra={control}
      format={(value) => format.money(String(value), currency ?? '')}
      slices={rows.map((row) => ({
        name: name.nameOf(row),
        value: Number((currency && moneyIn(row, currency)?.gross) ?? 0),
      }))}
    />
  );
}

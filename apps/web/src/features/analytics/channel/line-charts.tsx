/**
 * Visits, sign-ups or new subscribers (a switch) and revenue (one currency at a time) by day, a line per
 * channel (or per campaign of one channel).
 */
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, seriesOption } from '../../../lib/charts';
import type { AnalyticsQuery } from '../api';
import { breakdownQuery } from './breakdown-query';
import { useCurrency } from '../figures/currency-switch';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { seriesTable } from '../figures/series-table';
import { type Source, useRowName } from './rows';
import { useRead } from '../../../lib/api/use-read';

const USER_METRICS = ['new_subscribers', 'signups', 'visits'] as const;
type UserMetric = (typeof USER_METRICS)[number];
const FIELD = { new_subscribers: 'newSubscribers', signups: 'signups', visits: 'visits' } as const;

export function UserLineChart({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const [metric, setMetric] = useState<UserMetric>('new_subscribers');
  const { data, isPending } = useRead(breakdownQuery(source, query, (all) => all.userLineChart));
  const days = data?.series.length ? data.days : [];
  const series = (data?.series ?? []).map((line) => ({ name: name.nameOf(line), values: line[FIELD[metric]] }));
  return (
    <ChartCard
      title={t('chart.usersByDay')}
      definition={definitionOf(metric)}
      loading={isPending}
      extra={
        <Segmented<UserMetric>
          size="small"
          value={metric}
          onChange={setMetric}
          options={USER_METRICS.map((m) => ({ value: m, label: t(`metric.${m}`) }))}
        />
      }
      option={seriesOption(days, series, format.count)}
      table={seriesTable(t('column.day'), days, series, format.count)}
    />
  );
}

export function RevenueLineChart({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const { data, isPending } = useRead(breakdownQuery(source, query, (all) => all.revenueLineChart));
  const { currency, control } = useCurrency([...new Set((data?.series ?? []).map((line) => line.currency))].sort());
  const lines = (data?.series ?? []).filter((line) => line.currency === currency);
  const days = lines.length ? (data?.days ?? []) : [];
  const series = lines.map((line) => ({ name: name.nameOf(line), values: line.gross.map(Number) }));
  const money = (value: number) => format.money(String(value), currency ?? '');
  return (
    <ChartCard
      title={t('chart.revenueByDay')}
      definition={definitionOf('gross')}
      loading={isPending}
      extra={control}
      option={seriesOption(days, series, money)}
      table={seriesTable(t('column.day'), days, series, money)}
    />
  );
}

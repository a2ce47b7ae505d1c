/** The daily revenue page's charts: revenue and net by day, and revenue by charge type, one currency at a time. */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartCard, pieOption } from '../../../lib/charts';
import { analyticsQuery, type AnalyticsQuery, type DailyRevenue, type TypeRevenue } from '../api';
import { useCurrency } from '../figures/currency-switch';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { MoneyTrendChart } from '../figures/money-trend-chart';
import { daysFrom } from '../period/use-period';
import { useRead } from '../../../lib/api/use-read';

function RevenueLine({ answer }: { answer?: DailyRevenue }) {
  const { t } = useTranslation('analytics');
  const rows = answer?.data ?? [];
  // The table holds only the days with money; the chart shows every day of the period, a day without any at 0.
  const daysIn = (currency: string) => {
    const ofCurrency = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.day, row]));
    const days = answer ? daysFrom(answer.period.from, answer.period.to) : [];
    return days.map((day) => ofCurrency.get(day) ?? { day, gross: '0', net: '0' });
  };
  return (
    <MoneyTrendChart
      title={t('chart.revenueByDay')}
      loading={!answer}
      currencies={[...new Set(rows.map((row) => row.currency))].sort()}
      daysIn={daysIn}
    />
  );
}

function TypeRevenueChart({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data, isPending } = useRead(
    analyticsQuery<TypeRevenue>('/analytics/revenue/type-revenue-distribution', query),
  );
  const { currency, control } = useCurrency((data?.data ?? []).map((d) => d.currency));
  const types = (data?.data.find((d) => d.currency === currency)?.types ?? []).filter((type) => type.count > 0);
  return (
    <ChartCard
      title={t('chart.revenueByType')}
      definition={definitionOf('gross')}
      loading={isPending}
      extra={control}
      option={pieOption(
        types.map((type) => ({ name: t(`chargeType.${type.type}`), value: Number(type.amount) })),
        (value) => format.money(String(value), currency ?? ''),
      )}
      table={{
        columns: [
          { key: 'type', title: t('column.chargeType') },
          { key: 'count', title: t('column.count'), numeric: true },
          { key: 'amount', title: t('metric.gross'), numeric: true },
        ],
        rows: types.map((type) => ({
          type: t(`chargeType.${type.type}`),
          count: format.count(type.count),
          amount: format.money(type.amount, currency ?? ''),
        })),
      }}
    />
  );
}

export function RevenueCharts({ query, answer }: { query: AnalyticsQuery; answer?: DailyRevenue }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <RevenueLine answer={answer} />
      </Col>
      <Col xs={24} xl={10}>
        <TypeRevenueChart query={query} />
      </Col>
    </Row>
  );
}

/**
 * The period's money per currency, each against the previous period when compared (the same table read for
 * the days just before, as the answer names them).
 */
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type AnalyticsQuery, type DailyRevenue, type MoneyFigures } from '../api';
import { useFormat } from '../figures/format';
import { amountOf, type MoneyMetric } from '../figures/metrics';
import { StatCard, type StatLine } from '../figures/stat-card';
import { useRead } from '../../../lib/api/use-read';

const PATH = '/analytics/revenue/companyDataDaily';
const METRICS: readonly MoneyMetric[] = ['gross', 'fees', 'refund_amount', 'chargeback_amount', 'void_amount', 'net'];

export function RevenueTotals({ query, answer }: { query: AnalyticsQuery; answer: DailyRevenue }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { range: _range, compare: _compare, ...filters } = query;
  const before = answer.previous;
  const previous = useRead({
    ...analyticsQuery<DailyRevenue>(PATH, { ...filters, from: before?.from ?? '', to: before?.to ?? '' }),
    enabled: before !== undefined,
  });
  const currencies = [...new Set([...answer.totals, ...(previous.data?.totals ?? [])].map((m) => m.currency))].sort();
  const amount = (totals: MoneyFigures[] | undefined, currency: string, metric: MoneyMetric) => {
    const money = totals?.find((m) => m.currency === currency);
    return money ? amountOf(money, metric) : '0';
  };
  const linesOf = (metric: MoneyMetric): StatLine[] =>
    currencies.length === 0
      ? [{ key: metric, text: '—', now: 0, against: [] }]
      : currencies.map((currency) => {
          const now = amount(answer.totals, currency, metric);
          const then = amount(previous.data?.totals, currency, metric);
          return {
            key: currency,
            text: format.money(now, currency),
            now: Number(now),
            against: previous.data
              ? [{ label: t('daily.vsPrevious'), value: Number(then), text: format.money(then, currency) }]
              : [],
          };
        });
  return (
    // The cards share rows as wide as they allow, each at least as wide as its amounts, and all of one width:
    // a card alone on the last row keeps a column's width rather than stretching across it.
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {METRICS.map((metric) => (
        <StatCard key={metric} metric={metric} lines={linesOf(metric)} format={format} />
      ))}
    </div>
  );
}

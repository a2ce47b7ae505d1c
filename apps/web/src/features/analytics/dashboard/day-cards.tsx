/** Today's figures against yesterday and the same weekday a week ago (`GET /dashboard`). */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type DashboardSummary, type Figures } from '../api';
import { useFormat } from '../figures/format';
import { amountOf, countOf, currenciesByGross, isMoney, moneyIn, type Metric } from '../figures/metrics';
import { StatCard, type StatLine } from '../figures/stat-card';
import { TrialConversionCard } from './trial-conversion-card';
import { useRead } from '../../../lib/api/use-read';

const METRICS: readonly Metric[] = ['gross', 'net', 'new_subscribers', 'rebills', 'refunds', 'signups', 'visits'];

export function DayCards() {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data } = useRead(analyticsQuery<DashboardSummary>('/dashboard'));
  if (!data) return null;
  const { today, yesterday, lastWeek } = data;
  const earlier = [
    { label: t('dashboard.vsYesterday'), figures: yesterday.figures },
    { label: t('dashboard.vsLastWeek'), figures: lastWeek.figures },
  ];
  const linesOf = (metric: Metric): StatLine[] => {
    if (!isMoney(metric)) {
      const value = (f: Figures) => countOf(f, metric);
      const now = value(today.figures);
      return [
        {
          key: metric,
          text: format.count(now),
          now,
          against: earlier.map((e) => ({
            label: e.label,
            value: value(e.figures),
            text: format.count(value(e.figures)),
          })),
        },
      ];
    }
    const currencies = currenciesByGross([today.figures, yesterday.figures, lastWeek.figures]);
    if (currencies.length === 0) return [{ key: metric, text: '—', now: 0, against: [] }];
    return currencies.map((currency) => {
      const amount = (f: Figures) => {
        const money = moneyIn(f, currency);
        return money ? amountOf(money, metric) : '0';
      };
      return {
        key: currency,
        text: format.money(amount(today.figures), currency),
        now: Number(amount(today.figures)),
        against: earlier.map((e) => ({
          label: e.label,
          value: Number(amount(e.figures)),
          text: format.money(amount(e.figures), currency),
        })),
      };
    });
  };
  return (
    <Row gutter={[16, 16]}>
      {METRICS.map((metric) => (
        // On a phone two counts share a row; an amount, with its comparisons per currency, takes a row.
        <Col key={metric} xs={isMoney(metric) ? 24 : 12} sm={12} lg={8} xl={6}>
          <StatCard metric={metric} lines={linesOf(metric)} format={format} />
        </Col>
      ))}
      <Col xs={12} sm={12} lg={8} xl={6}>
        <TrialConversionCard summary={data} />
      </Col>
    </Row>
  );
}

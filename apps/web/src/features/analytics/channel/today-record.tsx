/** One channel's figures today, campaign by campaign, each with yesterday's under it. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type Figures, type TodayRecords } from '../api';
import { figureColumn, MoneyLines } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { countOf, isMoney, type Metric } from '../figures/metrics';
import { type Source, useRowName } from './rows';
import { useRead } from '../../../lib/api/use-read';

type Row = TodayRecords['data'][number];
const METRICS: readonly Metric[] = ['visits', 'signups', 'new_subscribers', 'rebills', 'charges', 'gross', 'net'];

export function TodayRecord({ source }: { source: Source }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const { data, isPending } = useRead(analyticsQuery<TodayRecords>(`${source.base}/todayRecord`));
  const value = (figures: Figures, metric: Metric) =>
    isMoney(metric) ? (
      <MoneyLines money={figures.money} metric={metric} format={format} />
    ) : (
      format.count(countOf(figures, metric))
    );
  return (
    <FigureTable<Row>
      title={t('channel.today', { day: data?.today ?? '' })}
      loading={isPending}
      rows={data?.data}
      rowKey={name.keyOf}
      columns={[
        { key: 'name', title: name.title, render: (_, row) => name.nameOf(row) },
        ...METRICS.map((metric) =>
          figureColumn<Row>(metric, (row) => (
            <>
              {value(row, metric)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('channel.yesterday')} {value(row.yesterday, metric)}
              </Typography.Text>
            </>
          )),
        ),
      ]}
    />
  );
}

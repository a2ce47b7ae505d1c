/**
 * Cohorts, a row per join month: its size, who ever subscribed, and the share still paying 1 to 12 months
 * after joining (the count on hover); a month the cohort has not reached is empty, an empty cohort a dash.
 */
import type { ColumnGroupType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RETENTION_MONTHS } from '@backlot/contract';
import type { Cohort, CohortRetention } from '../api';
import { figureColumn } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { HeatCell } from '../figures/heat-cell';
import { MetricTitle } from '../figures/metric-title';

export function CohortTable({ answer, loading }: { answer?: CohortRetention; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const retention: ColumnGroupType<Cohort> = {
    key: 'retention',
    title: <MetricTitle metric="retention" />,
    children: Array.from({ length: RETENTION_MONTHS }, (_, i) => ({
      key: `m${i + 1}`,
      title: t('retention.after', { count: i + 1 }),
      align: 'right' as const,
      render: (_: unknown, row: Cohort) => {
        const retained = row.retained[i] ?? null;
        const share = row.retention[i] ?? null;
        if (retained === null) return <HeatCell share={null} label={t('retention.notYet')} />;
        if (share === null) return '—';
        return (
          <HeatCell share={Number(share)} label={t('retention.members', { count: retained })}>
            {format.percentText(share)}
          </HeatCell>
        );
      },
    })),
  };
  return (
    <FigureTable<Cohort>
      title={t('retention.cohorts')}
      loading={loading}
      rows={answer?.data}
      rowKey={(row) => row.month}
      columns={[
        { key: 'month', title: t('retention.joinMonth'), dataIndex: 'month' },
        figureColumn<Cohort>('cohort_size', (row) => format.count(row.cohortSize)),
        figureColumn<Cohort>('ever_subscribed', (row) => format.count(row.everSubscribed)),
        retention,
      ]}
    />
  );
}

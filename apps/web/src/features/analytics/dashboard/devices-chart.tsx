/** The period's visits per device, as a pie and as a table of the device's figures. */
import { useTranslation } from 'react-i18next';
import { ChartCard, pieOption } from '../../../lib/charts';
import { analyticsQuery, type AnalyticsQuery, type Breakdown } from '../api';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { useRead } from '../../../lib/api/use-read';

export function DevicesChart({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data, isPending } = useRead(analyticsQuery<Breakdown>('/dashboard/devices', query));
  const rows = (data?.data ?? []).filter((row) => row.visits + row.signups + row.newSubscribers > 0);
  const nameOf = (device?: string | null) =>
    device ? t(`device.${device}`, { defaultValue: device }) : t('column.none');
  return (
    <ChartCard
      title={t('chart.devices')}
      definition={definitionOf('visits')}
      loading={isPending}
      option={pieOption(
        rows.map((row) => ({ name: nameOf(row.device), value: row.visits })),
        format.count,
      )}
      table={{
        columns: [
          { key: 'device', title: t('column.device') },
          { key: 'visits', title: t('metric.visits'), numeric: true },
          { key: 'signups', title: t('metric.signups'), numeric: true },
          { key: 'newSubscribers', title: t('metric.new_subscribers'), numeric: true },
        ],
        rows: rows.map((row) => ({
          device: nameOf(row.device),
          visits: format.count(row.visits),
          signups: format.count(row.signups),
          newSubscribers: format.count(row.newSubscribers),
        })),
      }}
    />
  );
}

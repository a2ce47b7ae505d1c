/** Subscriber sources: a row per channel and campaign, and the share of new subscribers of each. */
import { useTranslation } from 'react-i18next';
import type { BreakdownRow } from '../api';
import { PieCard } from '../channel/pie-charts';
import { ROW_METRICS, useRowName } from '../channel/rows';
import { figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';

type Props = { rows: BreakdownRow[] | undefined; loading: boolean };

function useSourceName() {
  const channel = useRowName('channel');
  const campaign = useRowName('campaign');
  return {
    channel,
    campaign,
    keyOf: (row: BreakdownRow) => `${channel.keyOf(row)}:${campaign.keyOf(row)}`,
    nameOf: (row: BreakdownRow) => `${channel.nameOf(row)} / ${campaign.nameOf(row)}`,
  };
}

export function SourcesTable({ rows, loading }: Props) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useSourceName();
  return (
    <FigureTable<BreakdownRow>
      title={t('daily.sources')}
      loading={loading}
      rows={rows}
      rowKey={name.keyOf}
      columns={[
        { key: 'channel', title: name.channel.title, render: (_, row) => name.channel.nameOf(row) },
        { key: 'campaign', title: name.campaign.title, render: (_, row) => name.campaign.nameOf(row) },
        ...figureColumns<BreakdownRow>(ROW_METRICS, format),
      ]}
    />
  );
}

export function SourcesPie({ rows, loading }: Props) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useSourceName();
  return (
    <PieCard
      title={t('chart.subscriberShare')}
      metric="new_subscribers"
      loading={loading}
      format={format.count}
      slices={(rows ?? []).map((row) => ({ name: name.nameOf(row), value: row.newSubscribers }))}
    />
  );
}

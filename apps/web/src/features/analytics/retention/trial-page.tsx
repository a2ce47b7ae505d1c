/**
 * /analytics/retention/trial-conversion: per channel and campaign, the period's trials, conversions and the
 * conversion rate (conversions / trials of the same days), with the daily pages' period bar.
 */
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type TrialConversion } from '../api';
import { PageHead } from '../daily/page-head';
import { figureColumn } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { usePeriod } from '../period/use-period';
import { useRead } from '../../../lib/api/use-read';

type Row = TrialConversion['data'][number];

export default function TrialPage() {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { query } = usePeriod();
  const { data, isPending } = useRead(analyticsQuery<TrialConversion>('/analytics/channel/trialConversion', query));
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor']} />
      <FigureTable<Row>
        title={t('retention.trialTable')}
        loading={isPending}
        rows={data?.data}
        rowKey={(row) => `${row.channelId}:${row.campaignId}`}
        columns={[
          {
            key: 'channel',
            title: t('column.channel'),
            render: (_, row) => row.channelName ?? t('column.none'),
          },
          {
            key: 'campaign',
            title: t('column.campaign'),
            render: (_, row) => row.campaignName ?? t('column.noCampaign'),
          },
          figureColumn<Row>('trials', (row) => format.count(row.trials)),
          figureColumn<Row>('trial_conversions', (row) => format.count(row.trialConversions)),
          figureColumn<Row>('trial_conversion_rate', (row) =>
            row.trialConversionRate === null ? '—' : format.percentText(row.trialConversionRate),
          ),
        ]}
      />
    </Flex>
  );
}

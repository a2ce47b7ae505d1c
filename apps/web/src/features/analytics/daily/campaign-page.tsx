/**
 * /analytics/daily/campaign: one channel's figures campaign by campaign (the channel is picked in the bar);
 * `campaign.csv` (a row per day and campaign) with the page's days and filters.
 */
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BreakdownFigures } from '../channel/breakdown-figures';
import { channelCampaigns } from '../channel/rows';
import { usePeriod } from '../period/use-period';
import { ExportButton } from './export-button';
import { PageHead } from './page-head';

export default function CampaignPage() {
  const { t } = useTranslation('analytics');
  const { query } = usePeriod();
  const { channel_id: channel, ...rest } = query;
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor']}>
        <ExportButton
          path="/analytics/channel/exportCsv"
          query={{ ...query, by: 'campaign' }}
          fileName="campaign.csv"
          what="campaign"
        />
      </PageHead>
      {channel ? (
        <BreakdownFigures source={channelCampaigns(channel)} query={rest} />
      ) : (
        <Empty description={t('campaign.pickChannel')} />
      )}
    </Flex>
  );
}

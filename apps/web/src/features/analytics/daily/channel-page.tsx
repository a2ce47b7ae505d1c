/**
 * /analytics/daily/channel: each channel's figures of the period with its partner's profit share, by day, as
 * lines and pies; `dailyChannel.csv` with the page's days and filters. A partner sees their channels only.
 */
import { Flex } from 'antd';
import { BreakdownFigures } from '../channel/breakdown-figures';
import { allChannels } from '../channel/rows';
import { usePeriod } from '../period/use-period';
import { ExportButton } from './export-button';
import { PageHead } from './page-head';

export default function ChannelPage() {
  const { query } = usePeriod();
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'plan_id', 'processor']}>
        <ExportButton
          path="/analytics/channel/exportCsv"
          query={query}
          fileName="dailyChannel.csv"
          what="dailyChannel"
        />
      </PageHead>
      <BreakdownFigures source={allChannels} query={query} />
    </Flex>
  );
}

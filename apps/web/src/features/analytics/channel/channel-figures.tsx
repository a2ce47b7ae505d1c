/**
 * A channel's figures on its page (for admins who read channel figures; a partner, their own channels'):
 * today campaign by campaign, then the period's tables and charts.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../lib/permissions';
import { PeriodBar } from '../period/period-bar';
import { usePeriod } from '../period/use-period';
import { BreakdownFigures } from './breakdown-figures';
import { channelCampaigns } from './rows';
import { TodayRecord } from './today-record';

function Figures({ id }: { id: number }) {
  const { t } = useTranslation('analytics');
  const { query } = usePeriod();
  const source = channelCampaigns(id);
  return (
    <Flex vertical gap={16} style={{ marginTop: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('channel.figures')}
      </Typography.Title>
      <TodayRecord source={source} />
      <PeriodBar />
      <BreakdownFigures source={source} query={query} />
    </Flex>
  );
}

export default function ChannelFigures({ id }: { id: number }) {
  return (
    <Can permission="view-daily-channel">
      <Figures id={id} />
    </Can>
  );
}

/**
 * /analytics/daily/subscriber-source (reached from the revenue page): where the period's subscribers came
 * from, per channel and campaign, as a table and a pie of new subscribers.
 */
import { Flex } from 'antd';
import { analyticsQuery, type Breakdown } from '../api';
import { usePeriod } from '../period/use-period';
import { PageHead } from './page-head';
import { SourcesPie, SourcesTable } from './sources';
import { useRead } from '../../../lib/api/use-read';

export default function SubscriberSourcePage() {
  const { query } = usePeriod();
  const { data, isPending } = useRead(analyticsQuery<Breakdown>('/analytics/revenue/subscriptionReferrals', query));
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'plan_id', 'processor']} />
      <SourcesPie rows={data?.data} loading={isPending} />
      <SourcesTable rows={data?.data} loading={isPending} />
    </Flex>
  );
}

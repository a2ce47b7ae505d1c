/**
 * /analytics/daily/refund-statistics (reached from the revenue page): per processor and currency, the period's
 * charges, refunds and chargebacks with their rates, and the refunds and chargebacks day by day.
 */
import { Flex } from 'antd';
import { analyticsQuery, type RefundStatistics } from '../api';
import { usePeriod } from '../period/use-period';
import { PageHead } from './page-head';
import { RefundChart } from './refund-chart';
import { RefundTable } from './refund-table';
import { useRead } from '../../../lib/api/use-read';

export default function RefundPage() {
  const { query } = usePeriod();
  const { data, isPending } = useRead(analyticsQuery<RefundStatistics>('/analytics/revenue/refundStatistics', query));
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor']} />
      <RefundTable answer={data} loading={isPending} />
      <RefundChart answer={data} loading={isPending} />
    </Flex>
  );
}

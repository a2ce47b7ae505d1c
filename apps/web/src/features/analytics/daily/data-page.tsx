/** /analytics/daily/daily-data: the company's figures day by day (audience, subscriptions, money per currency). */
import { Flex } from 'antd';
import { analyticsQuery, type DailyData } from '../api';
import { usePeriod } from '../period/use-period';
import { DataTable } from './data-table';
import { PageHead } from './page-head';
import { useRead } from '../../../lib/api/use-read';

export default function DataPage() {
  const { query } = usePeriod();
  const { data, isPending } = useRead(analyticsQuery<DailyData>('/analytics/data/daily', query));
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor']} />
      <DataTable answer={data} loading={isPending} />
    </Flex>
  );
}

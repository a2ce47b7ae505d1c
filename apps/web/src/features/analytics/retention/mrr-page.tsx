/** /analytics/retention/mrr: MRR per currency at each month's end, its movements and churn rates. */
import { Flex } from 'antd';
import { analyticsQuery, type MrrAnswer } from '../api';
import { MonthBar } from './month-bar';
import { MrrTable } from './mrr-table';
import { useMonths } from './use-months';
import { useRead } from '../../../lib/api/use-read';

export default function MrrPage() {
  const { query } = useMonths();
  const { data, isPending } = useRead(analyticsQuery<MrrAnswer>('/analytics/revenue/mrr', query));
  return (
    <Flex vertical gap={16}>
      <MonthBar shown={data?.months} />
      <MrrTable answer={data} loading={isPending} />
    </Flex>
  );
}

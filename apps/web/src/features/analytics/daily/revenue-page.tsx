/**
 * /analytics/daily/revenue: the period's revenue per currency against the previous period, the daily revenue
 * table, revenue by day and by charge type; `dailyRevenue.csv` with the page's days and filters; a site's
 * monthly statement as a PDF (`statement-button.tsx`); links to the
 * subscriber sources and the refund statistics of the same days and filters.
 */
import { Flex } from 'antd';
import { analyticsQuery, type DailyRevenue } from '../api';
import { usePeriod } from '../period/use-period';
import { ExportButton } from './export-button';
import { PageHead } from './page-head';
import { RevenueLinks } from './revenue-links';
import { RevenueCharts } from './revenue-charts';
import { RevenueTable } from './revenue-table';
import { RevenueTotals } from './revenue-totals';
import { StatementButton } from './statement-button';
import { useRead } from '../../../lib/api/use-read';

export default function RevenuePage() {
  const { query } = usePeriod();
  const { data, isPending } = useRead(analyticsQuery<DailyRevenue>('/analytics/revenue/companyDataDaily', query));
  return (
    <Flex vertical gap={16}>
      <PageHead filters={['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor']}>
        <ExportButton
          path="/analytics/revenue/exportCsv"
          query={query}
          fileName="dailyRevenue.csv"
          what="dailyRevenue"
        />
        <StatementButton />
        <RevenueLinks query={query} />
      </PageHead>
      {data && <RevenueTotals query={query} answer={data} />}
      <RevenueCharts query={query} answer={data} />
      <RevenueTable answer={data} loading={isPending} />
    </Flex>
  );
}

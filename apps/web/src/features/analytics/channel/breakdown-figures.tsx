/** A breakdown's figures: the period's table, the records by day, the line charts and the pies. */
import { Col, Flex, Row } from 'antd';
import type { AnalyticsQuery } from '../api';
import { RevenueLineChart, UserLineChart } from './line-charts';
import { RevenuePieChart, UserPieChart } from './pie-charts';
import { RecordsTable } from './records-table';
import type { Source } from './rows';
import { StatisticsTable } from './statistics-table';

const CHARTS = {
  users: UserLineChart,
  revenue: RevenueLineChart,
  userShare: UserPieChart,
  revenueShare: RevenuePieChart,
};

export function BreakdownFigures({ source, query }: { source: Source; query: AnalyticsQuery }) {
  return (
    <Flex vertical gap={16}>
      <StatisticsTable source={source} query={query} />
      <Row gutter={[16, 16]}>
        {Object.entries(CHARTS).map(([key, Chart]) => (
          <Col key={key} xs={24} xl={12}>
            <Chart source={source} query={query} />
          </Col>
        ))}
      </Row>
      <RecordsTable source={source} query={query} />
    </Flex>
  );
}

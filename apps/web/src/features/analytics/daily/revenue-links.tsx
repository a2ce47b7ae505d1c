/** From the revenue page to its subscriber sources and refund statistics, with the same days and filters. */
import { Button } from 'antd';
import { PieChartOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../lib/permissions';
import type { AnalyticsQuery } from '../api';

const LINKS = [
  {
    path: 'subscriber-source',
    title: 'title.subscriberSource',
    permission: 'view-subscriber-source',
    icon: <PieChartOutlined />,
  },
  {
    path: 'refund-statistics',
    title: 'title.refundStatistics',
    permission: 'view-refund-statistics',
    icon: <RollbackOutlined />,
  },
] as const;

export function RevenueLinks({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const search = new URLSearchParams(query).toString();
  return LINKS.map((link) => (
    <Can key={link.path} permission={link.permission}>
      <Link to={`/analytics/daily/${link.path}?${search}`}>
        <Button icon={link.icon}>{t(link.title)}</Button>
      </Link>
    </Can>
  ));
}

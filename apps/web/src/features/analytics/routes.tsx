import { DashboardOutlined, LineChartOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';

/** / opens the dashboard, pinned in the tags-view; every admin may open it (without its figures, a greeting). */
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      {
        path: 'dashboard',
        meta: { title: 'analytics:title.dashboard', icon: <DashboardOutlined />, affix: true },
        component: lazyPage(() => import('./dashboard/dashboard-page')),
      },
    ],
  },
];

/**
 * The daily pages (`/analytics/daily/...`), each behind its permission; subscriber sources and refund
 * statistics are hidden, reached from the revenue page.
 */
export const analyticsRoutes: AppRoute[] = [
  {
    path: '/analytics/daily',
    meta: { title: 'analytics:title.group', icon: <LineChartOutlined />, alwaysShow: true },
    children: [
      {
        path: 'revenue',
        component: lazyPage(() => import('./daily/revenue-page')),
        meta: { title: 'analytics:title.revenue', permission: 'view-daily-revenue' },
      },
      {
        path: 'channel',
        component: lazyPage(() => import('./daily/channel-page')),
        meta: { title: 'analytics:title.channel', permission: 'view-daily-channel' },
      },
      {
        path: 'campaign',
        component: lazyPage(() => import('./daily/campaign-page')),
        meta: { title: 'analytics:title.campaign', permission: 'view-daily-campaign' },
      },
      {
        path: 'daily-data',
        component: lazyPage(() => import('./daily/data-page')),
        meta: { title: 'analytics:title.dailyData', permission: 'view-daily-data' },
      },
      {
        path: 'subscriber-source',
        component: lazyPage(() => import('./daily/subscriber-source-page')),
        meta: { title: 'analytics:title.subscriberSource', permission: 'view-subscriber-source', hidden: true },
      },
      {
        path: 'refund-statistics',
        component: lazyPage(() => import('./daily/refund-page')),
        meta: { title: 'analytics:title.refundStatistics', permission: 'view-refund-statistics', hidden: true },
      },
    ],
  },
];

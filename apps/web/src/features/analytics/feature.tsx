import { DashboardOutlined, LineChartOutlined, RiseOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { lazyPage, type AppRoute } from '../../lib/routes';

/** / opens the dashboard, pinned in the tags-view; every admin may open it (without its figures, a greeting). */
const dashboardRoutes: AppRoute[] = [
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
 * statistics are hidden, reached from the revenue page. Then retention and MRR (`/analytics/retention/...`):
 * cohorts and trial conversion per channel (a partner: their own), MRR company-wide.
 */
const analyticsRoutes: AppRoute[] = [
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
      {
        path: 'card-schemes',
        component: lazyPage(() => import('./card-schemes/card-scheme-page')),
        meta: { title: 'analytics:title.cardSchemes', permission: 'view-refund-statistics' },
      },
    ],
  },
  {
    path: '/analytics/retention',
    meta: { title: 'analytics:title.retention', icon: <RiseOutlined />, alwaysShow: true },
    children: [
      {
        path: 'cohorts',
        component: lazyPage(() => import('./retention/cohort-page')),
        meta: { title: 'analytics:title.cohorts', permission: 'view-daily-channel' },
      },
      {
        path: 'mrr',
        component: lazyPage(() => import('./retention/mrr-page')),
        meta: { title: 'analytics:title.mrr', permission: 'view-daily-revenue' },
      },
      {
        path: 'trial-conversion',
        component: lazyPage(() => import('./retention/trial-page')),
        meta: { title: 'analytics:title.trialConversion', permission: 'view-daily-channel' },
      },
    ],
  },
];

/** Analytics: its groups, and the dashboard, which the app places before every group. */
export const analytics = feature({
  messages: { analytics: () => import('./messages') },
  routes: analyticsRoutes,
  parts: { dashboard: dashboardRoutes },
});

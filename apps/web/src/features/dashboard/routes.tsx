import { DashboardOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';

/** / opens the dashboard, pinned in the tags-view. */
export const routes: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      {
        path: 'dashboard',
        meta: { title: 'dashboard:title', icon: <DashboardOutlined />, affix: true },
        component: lazyPage(() => import('./dashboard-page')),
      },
    ],
  },
];

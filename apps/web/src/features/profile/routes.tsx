import { UserOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';

/** /profile opens /profile/index: every signed-in admin's own page, not in the menu, not kept alive. */
export const routes: AppRoute[] = [
  {
    path: '/profile',
    redirect: '/profile/index',
    meta: { title: 'profile:title', icon: <UserOutlined />, hidden: true, breadcrumb: false },
    children: [
      {
        path: 'index',
        meta: { title: 'profile:title', icon: <UserOutlined />, hidden: true, noCache: true },
        component: lazyPage(() => import('./profile-page')),
      },
    ],
  },
];

import { UserOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';

/** /profile opens /profile/index: every signed-in admin's own page, not in the menu, not kept alive. */
export const profile = feature({
  messages: { profile: () => import('./messages') },
  menu: {
    path: '/profile',
    redirect: '/profile/index',
    meta: { title: 'profile:title', icon: <UserOutlined />, hidden: true, breadcrumb: false },
  },
  routes: [
    {
      path: 'index',
      meta: { title: 'profile:title', icon: <UserOutlined />, hidden: true, noCache: true },
      component: lazyPage(() => import('./profile-page')),
    },
  ],
});

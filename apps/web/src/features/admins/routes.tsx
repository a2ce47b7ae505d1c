import { TeamOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { adminResource } from './resource';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/permissions' group. */
export const adminRoutes: AppRoute[] = crudRoutes({
  ns: 'admins',
  base: 'admins',
  listPath: adminResource.path,
  icon: <TeamOutlined />,
  permissions: adminResource.permissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

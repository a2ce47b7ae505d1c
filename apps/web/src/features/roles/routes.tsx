import { SafetyCertificateOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { roleResource } from './resource';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/permissions' group. */
export const roleRoutes: AppRoute[] = crudRoutes({
  ns: 'roles',
  base: 'roles',
  listPath: roleResource.path,
  icon: <SafetyCertificateOutlined />,
  permissions: roleResource.permissions,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

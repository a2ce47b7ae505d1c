import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { ROLES_PATH, rolePermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/permissions' group. */
export const roleRoutes: AppRoute[] = crudRoutes({
  ns: 'roles',
  base: 'roles',
  listPath: ROLES_PATH,
  permissions: rolePermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

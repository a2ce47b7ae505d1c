import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { ADMINS_PATH, adminPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/permissions' group. */
export const adminRoutes: AppRoute[] = crudRoutes({
  ns: 'admins',
  base: 'admins',
  listPath: ADMINS_PATH,
  permissions: adminPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

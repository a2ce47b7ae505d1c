import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { DEALS_PATH, dealPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/plans' group. */
export const dealRoutes: AppRoute[] = crudRoutes({
  ns: 'deals',
  base: 'deals',
  listPath: DEALS_PATH,
  permissions: dealPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

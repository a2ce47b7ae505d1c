import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { PROMOTIONS_PATH, promotionPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/plans' group. */
export const promotionRoutes: AppRoute[] = crudRoutes({
  ns: 'promotions',
  base: 'promotions',
  listPath: PROMOTIONS_PATH,
  permissions: promotionPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

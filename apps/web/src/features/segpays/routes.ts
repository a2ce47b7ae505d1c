import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { SEGPAYS_PATH, segpayPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/orders' group: list, create and edit, as the spec has them (no show page). */
export const segpayRoutes: AppRoute[] = crudRoutes({
  ns: 'segpays',
  base: 'segpays',
  listPath: SEGPAYS_PATH,
  permissions: segpayPermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { INFORMATIONS_PATH, informationPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the `/blocks` group: the list, create and `informations/:id/edit`. */
export const informationRoutes: AppRoute[] = crudRoutes({
  ns: 'informations',
  base: 'informations',
  listPath: INFORMATIONS_PATH,
  permissions: informationPermissions,
  editAfterId: true,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

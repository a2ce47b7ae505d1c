import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { SITES_PATH, sitePermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/videos' group. */
export const siteRoutes: AppRoute[] = crudRoutes({
  ns: 'sites',
  base: 'sites',
  listPath: SITES_PATH,
  permissions: sitePermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

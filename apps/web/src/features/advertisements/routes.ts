import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { ADVERTISEMENTS_PATH, advertisementPermissions } from './constants';

/** Children of the `/blocks` group: the slots' list, `advertisements/:id` and `advertisements/edit/:id`. */
export const advertisementRoutes: AppRoute[] = crudRoutes({
  ns: 'advertisements',
  base: 'advertisements',
  listPath: ADVERTISEMENTS_PATH,
  permissions: advertisementPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    edit: lazyPage(() => import('./pages/form-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { SUPPORTS_PATH, supportPermissions } from './constants';

/** Children of the '/questions' group: the support tickets' list and a ticket's page. */
export const supportRoutes: AppRoute[] = crudRoutes({
  ns: 'supports',
  base: 'supports',
  listPath: SUPPORTS_PATH,
  permissions: supportPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

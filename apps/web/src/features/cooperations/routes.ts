import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { COOPERATIONS_PATH, cooperationPermissions } from './constants';

/** Children of the '/videos' group: the list and a request's page. */
export const cooperationRoutes: AppRoute[] = crudRoutes({
  ns: 'cooperations',
  base: 'cooperations',
  listPath: COOPERATIONS_PATH,
  permissions: cooperationPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

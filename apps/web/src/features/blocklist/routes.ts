import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { BLOCKLIST_PATH, blocklistPermissions } from './constants';

/** Children of the '/videos' group: the list and the form to add an entry. */
export const blocklistRoutes: AppRoute[] = crudRoutes({
  ns: 'blocklist',
  base: 'blocklist',
  listPath: BLOCKLIST_PATH,
  permissions: blocklistPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: lazyPage(() => import('./pages/form-page')),
  },
});

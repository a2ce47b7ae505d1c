import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { OUTBOX_PATH, outboxPermissions } from './constants';

/** Children of the '/users' group: the outbox and a message's page. */
export const outboxRoutes: AppRoute[] = crudRoutes({
  ns: 'outbox',
  base: 'outbox',
  listPath: OUTBOX_PATH,
  permissions: outboxPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { PLANS_PATH, planPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/plans' group: the list is the group's own page; a plan's pages (`:id`) come last in the group. */
const [listRoute, createRoute, ...recordRoutes] = crudRoutes({
  ns: 'plans',
  base: '',
  listPath: PLANS_PATH,
  permissions: planPermissions,
  editAfterId: true,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

export const planRoutes: AppRoute[] = [listRoute!, createRoute!];
export const planRecordRoutes: AppRoute[] = recordRoutes;

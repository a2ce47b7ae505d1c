import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { PAYOUT_REPORTS_PATH, payoutReportPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/orders' group: the list, a statement typed in or imported, its edit and show pages. */
export const payoutReportRoutes: AppRoute[] = crudRoutes({
  ns: 'payout-reports',
  base: 'payout-reports',
  listPath: PAYOUT_REPORTS_PATH,
  permissions: payoutReportPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    import: lazyPage(() => import('./pages/import-page')),
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { PAYOUT_REPORTS_PATH, payoutReportPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.payoutReportResource })));
const form = pages.form();

/** Payout statements: children of the `/orders` group, the list, a statement typed in or imported, its edit and show pages. */
export const payoutReports = feature({
  messages: { 'payout-reports': () => import('./messages') },
  recordFields: { 'segpay-payout-reports': () => import('./record-fields').then((m) => m.payoutReportFields) },
  crud: {
    ns: 'payout-reports',
    base: 'payout-reports',
    listPath: PAYOUT_REPORTS_PATH,
    permissions: payoutReportPermissions,
    pages: {
      list: pages.list(),
      create: form,
      import: lazyPage(() => import('./pages/import-page')),
      edit: form,
      show: lazyPage(() => import('./pages/show-page')),
    },
  },
});

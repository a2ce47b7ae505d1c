import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { DEALS_PATH, dealPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.dealResource })));
const form = pages.form();

/** Deals: children of the `/plans` group. */
export const deals = feature({
  messages: { deals: () => import('./messages') },
  recordFields: { deals: () => import('./record-fields').then((m) => m.dealFields) },
  crud: {
    ns: 'deals',
    base: 'deals',
    listPath: DEALS_PATH,
    permissions: dealPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

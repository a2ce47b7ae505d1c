import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { PROMOTIONS_PATH, promotionPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.promotionResource })));
const form = pages.form();

/** Promotions: children of the `/plans` group. */
export const promotions = feature({
  messages: { promotions: () => import('./messages') },
  recordFields: { promotions: () => import('./record-fields').then((m) => m.promotionFields) },
  crud: {
    ns: 'promotions',
    base: 'promotions',
    listPath: PROMOTIONS_PATH,
    permissions: promotionPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

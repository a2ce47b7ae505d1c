import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { SEGPAYS_PATH, segpayPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.segpayResource })));
const form = pages.form();

/** The processors' settings per site: children of the `/orders` group, list, create and edit as the spec has them (no show page). */
export const segpays = feature({
  messages: { segpays: () => import('./messages') },
  recordFields: { segpays: () => import('./record-fields').then((m) => m.segpayFields) },
  crud: {
    ns: 'segpays',
    base: 'segpays',
    listPath: SEGPAYS_PATH,
    permissions: segpayPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
    },
  },
});

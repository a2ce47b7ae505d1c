import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { ADVERTISEMENTS_PATH, advertisementPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.advertisementResource })));

/** Advertisement slots: children of the `/blocks` group, the list, `advertisements/:id` and `advertisements/edit/:id`. */
export const advertisements = feature({
  messages: { advertisements: () => import('./messages') },
  recordFields: { advertisements: () => import('./record-fields').then((m) => m.advertisementFields) },
  crud: {
    ns: 'advertisements',
    base: 'advertisements',
    listPath: ADVERTISEMENTS_PATH,
    permissions: advertisementPermissions,
    pages: {
      list: pages.list(),
      edit: pages.form(),
      show: pages.show(),
    },
  },
});

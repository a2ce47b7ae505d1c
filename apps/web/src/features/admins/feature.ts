import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { ADMINS_PATH, adminPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.adminResource })));
const form = pages.form();

/** Admins: children of the `/permissions` group. */
export const admins = feature({
  messages: { admins: () => import('./messages') },
  recordFields: { admins: () => import('./record-fields').then((m) => m.adminFields) },
  crud: {
    ns: 'admins',
    base: 'admins',
    listPath: ADMINS_PATH,
    permissions: adminPermissions,
    pages: {
      list: lazyPage(() => import('./pages/list-page')),
      create: form,
      edit: form,
      show: lazyPage(() => import('./pages/show-page')),
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { SITES_PATH, sitePermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.siteResource })));
const form = pages.form();

/** Sites: children of the `/videos` group. */
export const sites = feature({
  messages: { sites: () => import('./messages') },
  recordFields: { sites: () => import('./record-fields').then((m) => m.siteFields) },
  crud: {
    ns: 'sites',
    base: 'sites',
    listPath: SITES_PATH,
    permissions: sitePermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

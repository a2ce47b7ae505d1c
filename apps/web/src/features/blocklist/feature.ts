import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { BLOCKLIST_PATH, blocklistPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.blocklistResource })));

/** The blocklist: children of the `/videos` group, the list and the form to add an entry (entries are never edited). */
export const blocklist = feature({
  messages: { blocklist: () => import('./messages') },
  recordFields: { blocklist: () => import('./record-fields').then((m) => m.blocklistFields) },
  crud: {
    ns: 'blocklist',
    base: 'blocklist',
    listPath: BLOCKLIST_PATH,
    permissions: blocklistPermissions,
    pages: {
      list: pages.list(),
      create: pages.form(),
    },
  },
});

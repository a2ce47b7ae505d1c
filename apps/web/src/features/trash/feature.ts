import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { TRASH_PATH, trashPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.trashResource })));

/** The trash: a child of the `/permissions` group, beside the audit log. */
export const trash = feature({
  messages: { trash: () => import('./messages') },
  crud: {
    ns: 'trash',
    base: 'trash',
    listPath: TRASH_PATH,
    permissions: trashPermissions,
    pages: {
      list: pages.list(),
    },
  },
});

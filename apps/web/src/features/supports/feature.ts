import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { SUPPORTS_PATH, supportPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.supportResource })));

/** Support tickets: children of the `/questions` group, the list and a ticket's page. */
export const supports = feature({
  messages: { supports: () => import('./messages') },
  recordFields: { supports: () => import('./record-fields').then((m) => m.supportFields) },
  crud: {
    ns: 'supports',
    base: 'supports',
    listPath: SUPPORTS_PATH,
    permissions: supportPermissions,
    unread: 'tickets',
    pages: {
      list: pages.list(),
      show: lazyPage(() => import('./pages/show-page')),
    },
  },
});

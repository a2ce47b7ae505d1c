import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { COOPERATIONS_PATH, cooperationPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.cooperationResource })));

/** Cooperation requests: children of the `/videos` group, the list and a request's page. */
export const cooperations = feature({
  messages: { cooperations: () => import('./messages') },
  recordFields: { cooperations: () => import('./record-fields').then((m) => m.cooperationFields) },
  crud: {
    ns: 'cooperations',
    base: 'cooperations',
    listPath: COOPERATIONS_PATH,
    permissions: cooperationPermissions,
    unread: 'cooperations',
    pages: {
      list: pages.list(),
      show: pages.show(),
    },
  },
});

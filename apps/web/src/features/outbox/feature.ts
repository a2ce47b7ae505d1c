import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { OUTBOX_PATH, outboxPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.outboxResource })));

/** The mail outbox: children of the `/users` group, the outbox and a message's page. */
export const outbox = feature({
  messages: { outbox: () => import('./messages') },
  crud: {
    ns: 'outbox',
    base: 'outbox',
    listPath: OUTBOX_PATH,
    permissions: outboxPermissions,
    unread: 'outbox',
    pages: {
      list: pages.list(),
      show: pages.show(),
    },
  },
});

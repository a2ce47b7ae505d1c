import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { defaultPages } from '../../lib/resource/default-pages';
import { MEMBERS_PATH, memberPermissions, tokenRecordPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.memberResource })));
const tokenRecordPages = defaultPages(() =>
  import('./token-record-resource').then((m) => ({ resource: m.tokenRecordResource })),
);

/**
 * Members: the `/users` group's member list and token records, first in its menu; the member's edit and show
 * pages (`/users/edit/:id`, `/users/:id`) last in the group, so that a page is found by its own path before `:id`
 * takes `tokenRecord` or `ipwhitelists` for an id.
 */
export const users = feature({
  messages: { users: () => import('./messages') },
  recordFields: { users: () => import('./record-fields').then((m) => m.memberFields) },
  crud: {
    ns: 'users',
    base: '',
    listPath: MEMBERS_PATH,
    permissions: memberPermissions,
    pages: {
      list: lazyPage(() => import('./pages/list-page')),
      edit: pages.form(),
      show: lazyPage(() => import('./pages/show-page')),
    },
  },
  routes: [
    {
      path: 'tokenRecord',
      component: tokenRecordPages.list(),
      meta: { title: 'users:title.tokenRecords', permission: tokenRecordPermissions.list },
    },
  ],
});

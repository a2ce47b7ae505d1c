import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { MEMBERS_PATH, memberPermissions, tokenRecordPermissions } from './constants';

const [list, ...hidden] = crudRoutes({
  ns: 'users',
  base: '',
  listPath: MEMBERS_PATH,
  permissions: memberPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    edit: lazyPage(() => import('./pages/form-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

/** Children of the '/users' group: the member list and the token records, first in its menu. */
export const memberRoutes: AppRoute[] = [
  list!,
  {
    path: 'tokenRecord',
    component: lazyPage(() => import('./pages/token-records-page')),
    meta: { title: 'users:title.tokenRecords', permission: tokenRecordPermissions.list },
  },
];

/**
 * The member's edit and show pages (`/users/edit/:id`, `/users/:id`): last in the group, so that a page is
 * found by its own path before `:id` takes `tokenRecord` or `ipwhitelists` for an id.
 */
export const memberRecordRoutes: AppRoute[] = hidden;

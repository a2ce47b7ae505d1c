import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { POSTS_PATH, postPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/videos' group. */
export const postRoutes: AppRoute[] = crudRoutes({
  ns: 'posts',
  base: 'posts',
  listPath: POSTS_PATH,
  permissions: postPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

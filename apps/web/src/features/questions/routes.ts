import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { QUESTIONS_PATH, questionPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

const [list, create, ...record] = crudRoutes({
  ns: 'questions',
  base: '',
  listPath: QUESTIONS_PATH,
  permissions: questionPermissions,
  editAfterId: true,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

/** Children of the `/questions` group, first in its menu: the FAQ's list and create. */
export const questionRoutes: AppRoute[] = [list!, create!];

/**
 * An entry's pages (`/questions/:id/edit`, `/questions/:id`): last in the group, so that `supports` is found as
 * its own page before `:id` takes it for an id.
 */
export const questionRecordRoutes: AppRoute[] = record;

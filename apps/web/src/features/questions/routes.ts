import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { QUESTIONS_PATH, questionPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** The FAQ's pages, children of the `/questions` group: list, create, `:id/edit`, `:id`. */
export const questionRoutes: AppRoute[] = crudRoutes({
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

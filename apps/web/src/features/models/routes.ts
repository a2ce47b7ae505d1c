import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { MODELS_PATH, modelPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/videos' group. */
export const modelRoutes: AppRoute[] = crudRoutes({
  ns: 'models',
  base: 'models',
  listPath: MODELS_PATH,
  permissions: modelPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

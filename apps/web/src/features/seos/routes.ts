import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { SEOS_PATH, seoPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** The SEO entries' pages, children of the `/seos` group: list, create, `edit/:id`. */
export const seoRoutes: AppRoute[] = crudRoutes({
  ns: 'seos',
  base: '',
  listPath: SEOS_PATH,
  permissions: seoPermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { BANNERS_PATH, bannerPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the `/blocks` group: banners, `banners/create`, `banners/:id`, `banners/edit/:id`. */
export const bannerRoutes: AppRoute[] = crudRoutes({
  ns: 'banners',
  base: 'banners',
  listPath: BANNERS_PATH,
  permissions: bannerPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: form,
    edit: form,
    show: lazyPage(() => import('./pages/show-page')),
  },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { VIDEOS_PATH, videoPermissions } from './constants';

/**
 * The content group's own list (`/videos`), its form (`/videos/create`, `/videos/edit/:id`), batch creation
 * (`/videos/batch-create`) and a video's page (`/videos/show/:id`).
 */
export const videoRoutes: AppRoute[] = crudRoutes({
  ns: 'videos',
  base: '',
  listPath: VIDEOS_PATH,
  permissions: videoPermissions,
  showAt: 'show',
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    create: lazyPage(() => import('./pages/form-page')),
    batchCreate: lazyPage(() => import('./pages/batch-create-page')),
    edit: lazyPage(() => import('./pages/form-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

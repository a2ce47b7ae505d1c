import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { BLOCKS_PATH, blockPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the `/blocks` group: the blocks' list, create, `edit/:id`, `:id`, and the page preview. */
export const blockRoutes: AppRoute[] = [
  ...crudRoutes({
    ns: 'blocks',
    base: '',
    listPath: BLOCKS_PATH,
    permissions: blockPermissions,
    pages: {
      list: lazyPage(() => import('./pages/list-page')),
      create: form,
      edit: form,
      show: lazyPage(() => import('./pages/show-page')),
    },
  }),
  {
    path: 'preview',
    component: lazyPage(() => import('./pages/preview-page')),
    meta: { title: 'blocks:title.preview', permission: blockPermissions.list },
  },
];

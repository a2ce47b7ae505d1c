import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { BLOCKS_PATH, blockPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

const [list, create, ...record] = crudRoutes({
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
});

/** Children of the `/blocks` group, first in its menu: the blocks' list, create and the page preview. */
export const blockRoutes: AppRoute[] = [
  list!,
  create!,
  {
    path: 'preview',
    component: lazyPage(() => import('./pages/preview-page')),
    meta: { title: 'blocks:title.preview', permission: blockPermissions.list },
  },
];

/**
 * A block's edit and show pages (`/blocks/edit/:id`, `/blocks/:id`): last in the group, so that `banners` or
 * `informations` is found as its own page before `:id` takes it for an id.
 */
export const blockRecordRoutes: AppRoute[] = record;

import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { defaultPages } from '../../lib/resource/default-pages';
import { BLOCKS_PATH, blockPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.blockResource })));
const form = pages.form();

/**
 * Blocks: the `/blocks` group's own pages, first in its menu: the blocks' list, create and the page preview; a
 * block's edit and show pages (`/blocks/edit/:id`, `/blocks/:id`) last in the group.
 */
export const blocks = feature({
  messages: { blocks: () => import('./messages') },
  recordFields: { blocks: () => import('./record-fields').then((m) => m.blockFields) },
  crud: {
    ns: 'blocks',
    base: '',
    listPath: BLOCKS_PATH,
    permissions: blockPermissions,
    pages: { list: pages.list(), create: form, edit: form, show: lazyPage(() => import('./pages/show-page')) },
  },
  routes: [
    {
      path: 'preview',
      component: lazyPage(() => import('./pages/preview-page')),
      meta: { title: 'blocks:title.preview', permission: blockPermissions.list },
    },
  ],
});

import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { MEMBER_BATCH_PERMISSION } from './constants';

/** Members created from a file: a child of the `/users` group, `/users/batch-create`. */
export const memberBatch = feature({
  messages: { 'member-batch': () => import('./messages') },
  routes: [
    {
      path: 'batch-create',
      component: lazyPage(() => import('./pages/batch-create-page')),
      meta: { title: 'member-batch:title.batchCreate', permission: MEMBER_BATCH_PERMISSION },
    },
  ],
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { MEMBER_BATCH_PERMISSION } from './constants';

/** A child of the `/users` group: `/users/batch-create`. */
export const memberBatchRoutes: AppRoute[] = [
  {
    path: 'batch-create',
    component: lazyPage(() => import('./pages/batch-create-page')),
    meta: { title: 'member-batch:title.batchCreate', permission: MEMBER_BATCH_PERMISSION },
  },
];

import { lazyPage, type AppRoute } from '../../lib/routes';

/** Public pages, outside the shell. */
export const routes: AppRoute[] = [
  {
    path: '/404',
    meta: { title: 'errors:notFound.heading', hidden: true },
    component: lazyPage(() => import('./not-found-page')),
  },
];

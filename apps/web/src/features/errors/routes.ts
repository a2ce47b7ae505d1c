import { lazyPage, type AppRoute } from '../../lib/routes';

/** Public pages, outside the shell. */
export const routes: AppRoute[] = [
  {
    path: '/404',
    meta: { title: 'errors:notFound.heading', hidden: true },
    component: lazyPage(() => import('./not-found-page')),
  },
];

/**
 * /401: inside the shell for a signed-in admin (a page that is not theirs, with the way back); shown bare,
 * with the way to sign in, to a visitor who is not signed in.
 */
export const unauthorizedRoute: AppRoute = {
  path: '/401',
  meta: { title: 'unauthorized:title', hidden: true, noCache: true, noTag: true },
  component: lazyPage(() => import('./unauthorized-page')),
};

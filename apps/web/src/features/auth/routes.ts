import { lazyPage, type AppRoute } from '../../lib/routes';

/** Public pages, outside the shell. */
export const routes: AppRoute[] = [
  { path: '/login', meta: { title: 'auth:signIn', hidden: true }, component: lazyPage(() => import('./login-page')) },
  {
    path: '/auth-redirect',
    meta: { title: 'auth:signIn', hidden: true },
    component: lazyPage(() => import('./auth-redirect-page')),
  },
];

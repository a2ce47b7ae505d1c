import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';

/**
 * /401: inside the shell for a signed-in admin (a page that is not theirs, with the way back); shown bare,
 * with the way to sign in, to a visitor who is not signed in. The public pages, outside the shell, are in
 * `routes.ts`.
 */
export const errors = feature({
  messages: { unauthorized: () => import('./unauthorized-messages') },
  routes: [
    {
      path: '/401',
      meta: { title: 'unauthorized:title', hidden: true, noCache: true, noTag: true },
      component: lazyPage(() => import('./unauthorized-page')),
    },
  ],
});

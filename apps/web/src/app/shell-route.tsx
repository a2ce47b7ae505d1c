/** The shell's route with every page of the registry: loaded with the first signed-in page. */
import type { RouteObject } from 'react-router';
import { toRouteObjects } from './route-objects';
import { appRoutes } from './routes';
import Layout from './shell/layout';
import RedirectPage from './shell/redirect-page';

export { appRoutes };

export const shellRoute: RouteObject = {
  id: 'shell',
  element: <Layout />,
  children: [
    ...toRouteObjects(appRoutes),
    {
      path: '/redirect/*',
      element: <RedirectPage />,
      handle: { path: '/redirect', meta: { title: '', hidden: true, noCache: true } },
    },
  ],
};

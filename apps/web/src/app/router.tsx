/**
 * Hash-mode router (spec section 2): the public pages from the start; the shell and its pages are
 * added on the first navigation that needs them (spec section 4: the routes are added once).
 */
import { createHashRouter, Navigate, type PatchRoutesOnNavigationFunction } from 'react-router';
import { PageSpinner } from './page-spinner';
import { loadShell } from './registry';
import { Root } from './root';
import { toRouteObjects } from './route-objects';
import { publicRoutes } from './routes-public';

const ROOT = 'root';

/** The catch-all comes with the shell: before it, an unknown path is what triggers the patch. */
const notFound = { path: '*', element: <Navigate to="/404" replace /> };

/**
 * Adds the shell under the root. It runs on every navigation that matches nothing; React Router skips
 * routes it already has, and a navigation interrupted mid-patch (sign-in redirects) simply patches again.
 */
const patchShell: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { shellRoute } = await loadShell();
  patch(ROOT, [shellRoute, notFound]);
};

export function createAppRouter() {
  return createHashRouter(
    [
      {
        id: ROOT,
        element: <Root />,
        HydrateFallback: PageSpinner,
        children: toRouteObjects(publicRoutes),
      },
    ],
    { patchRoutesOnNavigation: patchShell },
  );
}

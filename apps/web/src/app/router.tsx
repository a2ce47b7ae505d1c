/**
 * Hash-mode router (spec section 2): the public pages and the catch-all from the start; the shell and its
 * pages are added on the first navigation that needs them (spec section 4: the routes are added once).
 */
import { createHashRouter, Navigate, type PatchRoutesOnNavigationFunction } from 'react-router';
import { PageSpinner } from './page-spinner';
import { loadShell } from './registry';
import { Root } from './root';
import { toRouteObjects } from './route-objects';
import { publicRoutes } from './routes-public';

const ROOT = 'root';

/**
 * The catch-all. A path only it matches still asks for the shell first (React Router patches on a splat
 * match, in case the patch brings a better one); and with it every address matches something from the start,
 * so a reload on a shell page renders the root's fallback meanwhile, not "No routes matched location".
 */
const notFound = { path: '*', element: <Navigate to="/404" replace /> };

/**
 * Adds the shell under the root. It runs on the first navigation to each path that only the catch-all matches;
 * React Router skips routes it already has, and a navigation interrupted mid-patch (sign-in redirects) simply
 * patches again.
 */
const patchShell: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { shellRoute } = await loadShell();
  patch(ROOT, [shellRoute]);
};

export function createAppRouter() {
  return createHashRouter(
    [
      {
        id: ROOT,
        element: <Root />,
        HydrateFallback: PageSpinner,
        children: [...toRouteObjects(publicRoutes), notFound],
      },
    ],
    { patchRoutesOnNavigation: patchShell },
  );
}

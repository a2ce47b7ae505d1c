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

function shellPatcher(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    const { shellRoute } = await loadShell();
    if (patched) return;
    patched = true;
    patch(ROOT, [shellRoute]);
  };
}

export function createAppRouter() {
  return createHashRouter(
    [
      {
        id: ROOT,
        element: <Root />,
        HydrateFallback: PageSpinner,
        children: [...toRouteObjects(publicRoutes), { path: '*', element: <Navigate to="/404" replace /> }],
      },
    ],
    { patchRoutesOnNavigation: shellPatcher() },
  );
}

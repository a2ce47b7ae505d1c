/** The registry as react-router route objects: pages, group index redirects, and each route's handle. */
import { Navigate, type RouteObject } from 'react-router';
import type { PermissionName } from '@backlot/contract';
import { joinPath, type AppRoute, type RouteHandle } from '../lib/routes';
import { useCan } from '../lib/permissions';

type Page = NonNullable<AppRoute['component']>;
type Candidate = { path: string; permission?: PermissionName };

/** A page the admin may not open (a typed or shared address) shows /401. */
function RoutePage({ component: Component, permission }: { component: Page; permission?: PermissionName }) {
  const can = useCan();
  return !permission || can(permission) ? <Component /> : <Navigate to="/401" replace />;
}

/** A group opened by its own path shows its first page the admin may open. */
function FirstReachable({ candidates }: { candidates: Candidate[] }) {
  const can = useCan();
  const target = candidates.find((candidate) => !candidate.permission || can(candidate.permission));
  return <Navigate to={target?.path ?? '/404'} replace />;
}

function groupIndex(route: AppRoute, full: string): RouteObject[] {
  const children = route.children ?? [];
  if (children.some((child) => child.path === '')) return [];
  if (route.redirect) return [{ index: true, element: <Navigate to={route.redirect} replace /> }];
  const candidates = children
    .filter((child) => child.component && !child.meta?.hidden)
    .map((child) => ({ path: joinPath(full, child.path), permission: child.meta?.permission }));
  return [{ index: true, element: <FirstReachable candidates={candidates} /> }];
}

export function toRouteObjects(routes: readonly AppRoute[], base = ''): RouteObject[] {
  return routes.map((route) => {
    const full = joinPath(base, route.path);
    const handle: RouteHandle = { meta: route.meta, path: full, page: Boolean(route.component) };
    const element = route.component ? (
      <RoutePage component={route.component} permission={route.meta?.permission} />
    ) : undefined;
    if (!route.children)
      return route.path === '' ? { index: true, handle, element } : { path: route.path, handle, element };
    return {
      path: route.path,
      handle,
      element,
      children: [...groupIndex(route, full), ...toRouteObjects(route.children, full)],
    };
  });
}

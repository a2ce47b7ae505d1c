/**
 * Permission filtering (spec section 6): a route that names a permission is reachable only by an
 * admin who holds it; a group is kept when one of its children is.
 */
import type { PermissionName } from '@backlot/contract';
import type { AppRoute } from './types';

export type Holds = (permission: PermissionName) => boolean;

export function filterRoutes(routes: readonly AppRoute[], holds: Holds): AppRoute[] {
  return routes.flatMap((route) => {
    if (route.meta?.permission && !holds(route.meta.permission)) return [];
    if (!route.children) return [route];
    const children = filterRoutes(route.children, holds);
    return children.length > 0 ? [{ ...route, children }] : [];
  });
}

/** Whether any page that needs a permission is left: without one the admin is sent to /401. */
export function hasPermittedPage(routes: readonly AppRoute[]): boolean {
  return routes.some((route) => (route.children ? hasPermittedPage(route.children) : Boolean(route.meta?.permission)));
}

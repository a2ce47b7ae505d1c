import { matchPath } from 'react-router';
import { joinPath } from './paths';
import type { AppRoute } from './types';

/**
 * The page (a route with a component) at `pathname` (`/tags`, `/tags/edit/3`), the first declared that
 * matches; none when no page of `routes` has it.
 */
export function pageAt(routes: readonly AppRoute[], pathname: string, base = ''): AppRoute | undefined {
  for (const route of routes) {
    const full = joinPath(base, route.path);
    if (route.component && matchPath(full, pathname)) return route;
    const inner = route.children && pageAt(route.children, pathname, full);
    if (inner) return inner;
  }
  return undefined;
}

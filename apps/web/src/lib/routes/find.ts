import { joinPath } from './paths';
import type { AppRoute } from './types';

/** The page (a route with a component) at the full path `path`; none when no reachable page has it. */
export function pageAt(routes: readonly AppRoute[], path: string, base = ''): AppRoute | undefined {
  for (const route of routes) {
    const full = joinPath(base, route.path);
    if (route.component && full === path) return route;
    const inner = route.children && pageAt(route.children, path, full);
    if (inner) return inner;
  }
  return undefined;
}

/** What each router entry carries in its `handle`: the route's meta, full path, and whether it is a page. */
import { useMatches } from 'react-router';
import type { RouteMeta } from './types';

export type RouteHandle = {
  meta?: RouteMeta;
  path: string;
  /** The route shows a page of its own; a group without one only holds pages. */
  page?: boolean;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'path' in value;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().flatMap((match) => (isRouteHandle(match.handle) ? [match.handle] : []));
}

/** The meta of the page being shown; none while a group's index only redirects. */
export function useRouteMeta(): RouteMeta | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle.meta : undefined;
}

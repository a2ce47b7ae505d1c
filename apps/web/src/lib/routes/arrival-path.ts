/**
 * Where an arrival's record is shown, from the routes' declarations: the list whose meta names its kind
 * (`RouteMeta.unread`), and that list's `:id` page when it has one (a ticket's page), else the list itself
 * (a comment report, a job run).
 */
import type { UnreadKind } from '@backlot/contract';
import { joinPath } from './paths';
import type { AppRoute } from './types';

function flatten(routes: readonly AppRoute[], base = ''): { path: string; route: AppRoute }[] {
  return routes.flatMap((route) => {
    const path = joinPath(base, route.path);
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

/** The page of record `id` of `kind` among `routes`; none when the admin reaches no list of that kind. */
export function arrivalPath(routes: readonly AppRoute[], kind: UnreadKind, id: string): string | undefined {
  const pages = flatten(routes).filter(({ route }) => route.component);
  const list = pages.find(({ route }) => route.meta?.unread === kind)?.path;
  if (!list) return undefined;
  const record = `${list}/:id`;
  return pages.some(({ path }) => path === record) ? `${list}/${encodeURIComponent(id)}` : list;
}

/**
 * Where the records of `resource` are shown among `routes`: its page under the resource's list permission whose
 * path ends in `:id` (`/videos/show/:id`, `/blocks/banners/:id`), as the path of a record's id; none when the admin
 * reaches no such page. Found once per resource, then asked per record.
 */
export function recordPageOf(routes: readonly AppRoute[], resource: string): ((id: number) => string) | undefined {
  const page = flatten(routes).find(
    ({ path, route }) => route.component && route.meta?.permission === `list-${resource}` && path.endsWith('/:id'),
  );
  return page && ((id) => page.path.replace(':id', String(id)));
}

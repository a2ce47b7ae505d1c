import { joinPath } from './paths';
import type { AppRoute } from './types';

export type AffixView = { path: string; title: string };

/** Pages pinned in the tags-view (`affix`), with their full paths. */
export function affixViews(routes: readonly AppRoute[], base = ''): AffixView[] {
  return routes.flatMap((route) => {
    const path = joinPath(base, route.path);
    const own = route.meta?.affix && route.component ? [{ path, title: route.meta.title }] : [];
    return [...own, ...affixViews(route.children ?? [], path)];
  });
}

/**
 * The open pages outlive a reload: remembered in the browser tab's sessionStorage (a reload keeps them, another
 * browser tab starts with its own), under the signed-in admin's id (another admin signing in never gets them).
 * Only the addresses are kept; titles come from the routes, and a page the admin can no longer reach is left out.
 */
import { pageAt, type AppRoute } from '../../../lib/routes';
import { readJson, writeJson } from '../../../lib/settings';
import type { VisitedView } from './views';

type Saved = { path: string; fullPath: string };

const keyOf = (adminId: number) => `tags-view.${adminId}`;

const isSaved = (value: unknown): value is Saved =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'fullPath' in value &&
  typeof value.path === 'string' &&
  typeof value.fullPath === 'string';

/** The pages the admin had open in this browser tab, still reachable through `routes`. */
export function rememberedViews(routes: readonly AppRoute[], adminId: number): VisitedView[] {
  const saved = readJson<unknown>(keyOf(adminId), [], 'session');
  return (Array.isArray(saved) ? saved.filter(isSaved) : []).flatMap(({ path, fullPath }) => {
    const meta = pageAt(routes, path)?.meta;
    if (!meta?.title || meta.affix || meta.noTag) return [];
    return [{ path, fullPath, title: meta.title, noCache: meta.noCache, generation: 0 }];
  });
}

/** Remembers the open pages but the pinned ones (those come from the routes). */
export function rememberViews(adminId: number, views: readonly VisitedView[]) {
  const saved: Saved[] = views.filter((v) => !v.affix).map(({ path, fullPath }) => ({ path, fullPath }));
  writeJson(keyOf(adminId), saved, 'session');
}

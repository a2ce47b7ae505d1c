/**
 * The pages the admin may open by their address alone (no record's id in it), for the menu's search box: the
 * menu's pages and those it hides (a resource's create page), each with the title of the group holding it.
 */
import { joinPath } from './paths';
import type { AppRoute } from './types';

export type PageEntry = { path: string; title: string; group?: string };

export function openablePages(routes: readonly AppRoute[], base = '', group?: string): PageEntry[] {
  return routes.flatMap((route) => {
    const path = joinPath(base, route.path);
    const meta = route.meta;
    const own =
      route.component && meta?.title && !meta.noTag && !path.includes(':') ? [{ path, title: meta.title, group }] : [];
    const inner = openablePages(route.children ?? [], path, route.component ? group : (meta?.title ?? group));
    return [...own, ...inner];
  });
}

/**
 * The entries whose title (or group's) holds every word of `query`, in the titles' language (`title` reads a
 * title key): those whose title starts with the query first, then the menu's order.
 */
export function searchPages(entries: readonly PageEntry[], query: string, title: (key: string) => string): PageEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = (entry: PageEntry) => `${title(entry.title)} ${entry.group ? title(entry.group) : ''}`.toLowerCase();
  const found = entries.filter((entry) => words.every((word) => text(entry).includes(word)));
  const first = words.join(' ');
  const leads = (entry: PageEntry) => (first && title(entry.title).toLowerCase().startsWith(first) ? 0 : 1);
  return found
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => leads(a.entry) - leads(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

import type { AppRoute } from './types';

/** The i18n namespaces of the routes' titles (`tags:title.list` -> `tags`), each once, in route order. */
export function titleNamespaces(routes: readonly AppRoute[]): string[] {
  const walk = (list: readonly AppRoute[]): string[] =>
    list.flatMap((route) => {
      const title = route.meta?.title ?? '';
      const own = title.includes(':') ? [title.slice(0, title.indexOf(':'))] : [];
      return [...own, ...walk(route.children ?? [])];
    });
  return [...new Set(walk(routes))];
}

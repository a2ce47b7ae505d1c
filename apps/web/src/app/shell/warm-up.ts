/**
 * What the next pages need, readied by the shell so that opening a page in the app waits for its own rows alone:
 * - while the browser is idle and no page is reading the API, each page the admin may open: its code (the
 *   same import a visit runs, `LazyPage.preload`) and its title's messages, menu pages first, a few pages at a time
 *   so that a page being used never waits long behind them;
 * - then the kit's parts those pages load on first use (`lib/resource/warm-parts.ts`).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import type { AppRoute, LazyPage } from '../../lib/routes';
import { joinPath } from '../../lib/routes';
import { warmParts } from '../../lib/resource/warm-parts';

/**
 * The first page's own downloads go first. (The saved views are not asked ahead either: asked by the shell, they
 * made a list's first load 140-250 ms slower, measured; the first list reads them for every list after it.)
 */
const FIRST_PAGE_MS = 1000;
/** Pages readied together: their downloads share the browser's connections with whatever the admin opens. */
const AT_ONCE = 4;

type Preload = { page: LazyPage; namespace?: string };

/** Each page once (pages share components: a resource's create and edit), the menu's pages before hidden ones. */
export function preloadOrder(routes: readonly AppRoute[]): Preload[] {
  const shown: Preload[] = [];
  const hidden: Preload[] = [];
  const walk = (list: readonly AppRoute[], base: string) => {
    for (const route of list) {
      const path = joinPath(base, route.path);
      if (route.component) {
        const namespace = route.meta?.title.split(':')[0];
        (route.meta?.hidden || path.includes(':') ? hidden : shown).push({ page: route.component, namespace });
      }
      walk(route.children ?? [], path);
    }
  };
  walk(routes, '');
  const seen = new Set<LazyPage>();
  return [...shown, ...hidden].filter(({ page }) => !seen.has(page) && Boolean(seen.add(page)));
}

/** Resolves when the browser is idle and the app has no read of its own in flight. */
function quiet(client: QueryClient, stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (stopped() || client.isFetching() === 0) resolve();
      else idle(check);
    };
    idle(check);
  });
}

const loadMessages = (namespace?: string) => (namespace ? i18next.loadNamespaces(namespace) : undefined);

const idle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 50);

export function useWarmUp(routes: readonly AppRoute[]) {
  const client = useQueryClient();

  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(async () => {
      const pages = preloadOrder(routes);
      for (let start = 0; start < pages.length; start += AT_ONCE) {
        await quiet(client, () => stopped);
        if (stopped) return;
        // A page that fails to download now is downloaded again when visited.
        const batch = pages.slice(start, start + AT_ONCE);
        await Promise.allSettled(batch.flatMap(({ page, namespace }) => [page.preload(), loadMessages(namespace)]));
      }
      await quiet(client, () => stopped);
      if (!stopped) await warmParts();
    }, FIRST_PAGE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [routes, client]);
}

/**
 * The tags-view's visited pages (spec sections 2, 9), as pure functions of the list. Pinned (affix)
 * pages cannot be closed; at most 99 tabs are listed, and the 5 pages shown last stay mounted while hidden
 * (as Vue's KeepAlive `max`): an older tab keeps its address (a list's page, filters and sort) and its page is
 * built anew when it is opened again, so an afternoon of visits does not keep every page's rows, charts and effects
 * in the document. Five, not more: every page kept costs every navigation, as React walks each hidden page's tree
 * for the router's changed state (measured on 14 lists opened in the app: 10 kept took 17 % longer than 4, and 39 %
 * longer than 1). A hidden page never holds unsaved changes: leaving them discards the page.
 */
import type { ContextType, ReactElement } from 'react';
import type { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from 'react-router';

export const MAX_VIEWS = 99;
export const MAX_KEPT = 5;

/** The router as a page saw it: its location and the router's state (matches, loaders' data). */
export type SeenRouter = {
  location: ContextType<typeof UNSAFE_LocationContext>;
  routerState: ContextType<typeof UNSAFE_DataRouterStateContext>;
};

export type VisitedView = {
  /** The pathname: one tab per page. */
  path: string;
  /** With the query string: where the tab returns to. */
  fullPath: string;
  /** i18n key of the title. */
  title: string;
  affix?: boolean;
  noCache?: boolean;
  /** Raised by a refresh: the kept page is rebuilt. */
  generation: number;
  /** The page as last shown, and the router as it saw it then: what is kept alive while hidden. */
  element?: ReactElement | null;
  seen?: SeenRouter;
  /** When the page was last shown, in visits (a larger number is more recent). */
  shown?: number;
};

/** Forgets the kept elements of all but the `MAX_KEPT` pages shown last. */
function keepRecent(views: VisitedView[]): VisitedView[] {
  const kept = views.filter((v) => v.element !== undefined).sort((a, b) => (b.shown ?? 0) - (a.shown ?? 0));
  const dropped = new Set(kept.slice(MAX_KEPT).map((v) => v.path));
  return dropped.size ? views.map((v) => (dropped.has(v.path) ? { ...v, element: undefined } : v)) : views;
}

export function visit(views: readonly VisitedView[], visited: VisitedView): VisitedView[] {
  const view = { ...visited, shown: Math.max(0, ...views.map((v) => v.shown ?? 0)) + 1 };
  const index = views.findIndex((v) => v.path === view.path);
  if (index >= 0)
    return keepRecent(
      views.map((v, i) =>
        i === index ? { ...v, ...view, affix: v.affix || view.affix, generation: v.generation } : v,
      ),
    );
  const next = keepRecent([...views, view]);
  const excess = next.length - MAX_VIEWS;
  if (excess <= 0) return next;
  const oldest = new Set(
    next
      .filter((v) => !v.affix)
      .slice(0, excess)
      .map((v) => v.path),
  );
  return next.filter((v) => !oldest.has(v.path));
}

export function close(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

export function closeOthers(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path);
}

export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/** Forgets the kept element of the page at `path`: once left, it is not kept alive; the next visit builds it anew. */
export function forget(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.map((v) => (v.path === path ? { ...v, element: undefined } : v));
}

export function refresh(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.map((v) => (v.path === path ? { ...v, generation: v.generation + 1, element: undefined } : v));
}

/** Where to go after the page at `path` was closed: the last page left, or the root. */
export function fallbackPath(views: readonly VisitedView[]): string {
  return views.at(-1)?.fullPath ?? '/';
}

export { affixViews, type AffixView } from './affix';
export { AccessibleRoutesContext, useAccessibleRoutes, useMenu } from './accessible';
export { pageAt } from './find';
export { KeptPageContext, useKeptPage, type KeptPage } from './kept-page';
export { LeaveGuard, useGuardedForm, type GuardedForm } from './leave-guard';
export { filterRoutes, hasPermittedPage, type Holds } from './filter';
export { isRouteHandle, useRouteHandles, useRouteMeta, type RouteHandle } from './handle';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, withTimeout, type LazyPage } from './lazy';
export {
  accordionKeys,
  activeMenuKey,
  buildMenu,
  groupKey,
  menuAncestors,
  menuKey,
  menuLeaves,
  type MenuEntry,
} from './menu';
export { openablePages, searchPages, type PageEntry } from './pages';
export { titleKey } from './title';
export { joinPath } from './paths';
export { arrivalPath, recordPageOf } from './arrival-path';
export type { AppRoute, RouteMeta } from './types';

export { affixViews, type AffixView } from './affix';
export { AccessibleRoutesContext, useAccessibleRoutes, useMenu } from './accessible';
export { filterRoutes, hasPermittedPage, type Holds } from './filter';
export { isRouteHandle, useRouteHandles, useRouteMeta, type RouteHandle } from './handle';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, withTimeout } from './lazy';
export { activeMenuKey, buildMenu, groupKey, menuAncestors, menuKey, menuLeaves, type MenuEntry } from './menu';
export { titleNamespaces } from './namespaces';
export { joinPath } from './paths';
export type { AppRoute, RouteMeta } from './types';

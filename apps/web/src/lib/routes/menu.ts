/**
 * The sidebar menu from the route tree (spec section 2): hidden routes are left out, a group with a
 * single visible leaf shows as that leaf unless it is `alwaysShow`, and a hidden page highlights the
 * entry named by its `activeMenu`.
 */
import type { ReactNode } from 'react';
import { joinPath } from './paths';
import type { AppRoute, RouteMeta } from './types';

export type MenuEntry = { path: string; title: string; icon?: ReactNode; children?: MenuEntry[] };

function entryOf(route: AppRoute, base: string, inheritedIcon?: ReactNode): MenuEntry[] {
  const path = joinPath(base, route.path);
  const meta = route.meta;
  const icon = meta?.icon ?? inheritedIcon;
  if (!route.children) return meta?.title ? [{ path, title: meta.title, icon }] : [];

  const visible = route.children.filter((child) => !child.meta?.hidden);
  const only = visible.length === 1 ? visible[0] : undefined;
  if (only && !only.children && !meta?.alwaysShow) return entryOf(only, path, icon);
  if (visible.length === 0) return meta?.title ? [{ path, title: meta.title, icon }] : [];
  const children = buildMenu(route.children, path);
  if (!meta?.title) return children;
  return [{ path, title: meta.title, icon, children }];
}

export function buildMenu(routes: readonly AppRoute[], base = ''): MenuEntry[] {
  return routes.filter((route) => !route.meta?.hidden).flatMap((route) => entryOf(route, base));
}

/** The menu key to highlight on a page. */
export function activeMenuKey(pathname: string, meta: RouteMeta | undefined): string {
  return meta?.activeMenu ?? pathname;
}

/** The groups that lead to the entry `key`, outermost first; null when no entry has it. */
function pathTo(menu: readonly MenuEntry[], key: string): string[] | null {
  for (const entry of menu) {
    const inner = entry.children ? pathTo(entry.children, key) : null;
    if (inner) return [entry.path, ...inner];
    if (!entry.children && entry.path === key) return [];
  }
  return null;
}

/** Paths of the groups that contain the entry `key`, outermost first (the submenus to open). */
export function menuAncestors(menu: readonly MenuEntry[], key: string): string[] {
  return pathTo(menu, key) ?? [];
}

/** Every clickable entry, in menu order. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}

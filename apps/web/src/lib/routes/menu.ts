/**
 * The sidebar menu from the route tree (spec section 2): hidden routes are left out, a group with a
 * single visible leaf shows as that leaf unless it is `alwaysShow`, and a hidden page highlights the
 * entry named by its `activeMenu`. Icons mark the top level only.
 */
import type { ReactNode } from 'react';
import type { UnreadKind } from '@backlot/contract';
import { joinPath } from './paths';
import type { AppRoute, RouteMeta } from './types';

export type MenuEntry = {
  path: string;
  title: string;
  icon?: ReactNode;
  /** The kind of arrival whose unread count the entry shows (`RouteMeta.unread`). */
  unread?: UnreadKind;
  children?: MenuEntry[];
};

/**
 * `nested`: inside a submenu, where entries carry no icon (the submenu's own icon says what they are);
 * a top-level page shows its own icon, or its group's when the group collapses into it.
 */
const unreadOf = (meta: RouteMeta) => (meta.unread ? { unread: meta.unread } : {});

function entryOf(route: AppRoute, base: string, nested: boolean, inheritedIcon?: ReactNode): MenuEntry[] {
  const path = joinPath(base, route.path);
  const meta = route.meta;
  const icon = nested ? undefined : (meta?.icon ?? inheritedIcon);
  if (!route.children) return meta?.title ? [{ path, title: meta.title, icon, ...unreadOf(meta) }] : [];

  const visible = route.children.filter((child) => !child.meta?.hidden);
  const only = visible.length === 1 ? visible[0] : undefined;
  if (only && !only.children && !meta?.alwaysShow) return entryOf(only, path, nested, icon);
  if (visible.length === 0) return meta?.title ? [{ path, title: meta.title, icon }] : [];
  if (!meta?.title) return menuOf(route.children, path, nested);
  return [{ path, title: meta.title, icon, children: menuOf(route.children, path, true) }];
}

function menuOf(routes: readonly AppRoute[], base: string, nested: boolean): MenuEntry[] {
  return routes.filter((route) => !route.meta?.hidden).flatMap((route) => entryOf(route, base, nested));
}

export function buildMenu(routes: readonly AppRoute[]): MenuEntry[] {
  return menuOf(routes, '', false);
}

/**
 * The key of an entry in a rendered menu. A page's key is its path (what `activeMenuKey` gives); a group's
 * path may also be the path of its own page (`/tags` and its list), so a group's key is marked.
 */
export function menuKey(entry: MenuEntry): string {
  return entry.children ? groupKey(entry.path) : entry.path;
}

/** The key of the group at `path`: for the submenus to open (`menuAncestors`). */
export function groupKey(path: string): string {
  return `${path}#group`;
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

/** The groups that contain the group `key`, outermost first (a nested group's parents). */
function groupsAround(menu: readonly MenuEntry[], key: string): string[] | null {
  for (const entry of menu) {
    if (!entry.children) continue;
    if (menuKey(entry) === key) return [];
    const inner = groupsAround(entry.children, key);
    if (inner) return [menuKey(entry), ...inner];
  }
  return null;
}

/**
 * One group open at a time: after a change of the open groups from `before` to `after`, the group just opened
 * and the groups around it stay open; closing a group closes only it.
 */
export function accordionKeys(
  menu: readonly MenuEntry[],
  before: readonly string[],
  after: readonly string[],
): string[] {
  const opened = after.find((key) => !before.includes(key));
  if (!opened) return [...after];
  return [...(groupsAround(menu, opened) ?? []), opened];
}

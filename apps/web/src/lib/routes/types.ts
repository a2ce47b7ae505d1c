/**
 * Routes are data: each feature exports its entries, and the app builds the router, the sidebar,
 * the breadcrumb and the tags-view from them. A page is declared once.
 */
import type { ReactNode } from 'react';
import type { PermissionName, UnreadKind } from '@backlot/contract';
import type { LazyPage } from './lazy';

export type RouteMeta = {
  /** i18n key of the title, `namespace:key`. */
  title: string;
  icon?: ReactNode;
  /** Left out of the sidebar (edit and show pages, helpers). */
  hidden?: boolean;
  /** Not kept alive in the tags-view (edit and show pages). */
  noCache?: boolean;
  /** Pinned in the tags-view; cannot be closed. */
  affix?: boolean;
  /** Not a tab of the tags-view (the /401 notice). */
  noTag?: boolean;
  /** Path of the menu entry to highlight instead of this route's own. */
  activeMenu?: string;
  /** false: left out of the breadcrumb. */
  breadcrumb?: boolean;
  /** Show a group even when it has a single visible child. */
  alwaysShow?: boolean;
  /**
   * What the route needs. A show route needs its resource's list permission; absent on a group
   * (a group is visible when one of its children is) and on pages every signed-in admin may open.
   */
  permission?: PermissionName;
  /** The list of a kind of arrival: its menu entry shows the unread count, and opening it marks the kind read. */
  unread?: UnreadKind;
};

export type AppRoute = {
  /** Absolute path for top-level entries, relative (no leading slash) for children. */
  path: string;
  meta?: RouteMeta;
  /** A lazy page. Absent on a group. */
  component?: LazyPage;
  redirect?: string;
  children?: AppRoute[];
};

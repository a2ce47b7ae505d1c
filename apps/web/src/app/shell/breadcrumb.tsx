/**
 * Where the page sits: the dashboard, the titled routes matched (breadcrumb:false left out) and, for a
 * hidden page (edit, show), the list it belongs to (its `activeMenu`). Only pages are links: a group that
 * is not a page itself reads as plain text rather than silently opening its first page.
 */
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  pageAt,
  titleKey,
  useAccessibleRoutes,
  useRouteHandles,
  type AppRoute,
  type RouteHandle,
} from '../../lib/routes';

export type Crumb = { path: string; title: string; link: boolean };

const HOME: Crumb = { path: '/dashboard', title: 'analytics:title.dashboard', link: true };

/** The matched handles, with the list of a hidden page put before it. */
function withListLevel(handles: RouteHandle[], routes: readonly AppRoute[]): RouteHandle[] {
  const last = handles.at(-1);
  const listPath = last?.meta?.activeMenu;
  if (!last || !listPath || handles.some((handle) => handle.page && handle.path === listPath)) return handles;
  const list = pageAt(routes, listPath);
  return list ? [...handles.slice(0, -1), { path: listPath, meta: list.meta, page: true }, last] : handles;
}

export function breadcrumbTrail(handles: readonly RouteHandle[], routes: readonly AppRoute[]): Crumb[] {
  const titled = handles.filter((handle) => handle.meta?.title && handle.meta.breadcrumb !== false);
  const crumbs = withListLevel(titled, routes)
    // A group titled like its own page shows once, as the page.
    .filter((handle, index, all) => all[index + 1]?.meta?.title !== handle.meta?.title)
    .map((handle) => ({ path: handle.path, title: handle.meta?.title ?? '', link: Boolean(handle.page) }));
  const atHome = crumbs.length === 1 && crumbs[0]?.path === HOME.path;
  const trail = atHome ? crumbs : [HOME, ...crumbs];
  // The last crumb is the page shown.
  return trail.map((crumb, index) => ({ ...crumb, link: crumb.link && index < trail.length - 1 }));
}

export function AppBreadcrumb() {
  const { t } = useTranslation('app');
  const crumbs = breadcrumbTrail(useRouteHandles(), useAccessibleRoutes());

  return (
    <nav aria-label={t('navbar.breadcrumb')}>
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: index,
          title: crumb.link ? <Link to={crumb.path}>{t(titleKey(crumb.title))}</Link> : t(titleKey(crumb.title)),
        }))}
      />
    </nav>
  );
}

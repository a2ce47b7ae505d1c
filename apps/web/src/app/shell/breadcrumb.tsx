/** Where the page sits: the dashboard, then the titled routes matched (breadcrumb:false left out). */
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandles, type RouteHandle } from '../../lib/routes';

const HOME = '/dashboard';

/** The titled handles, a title repeated by a group's own page shown once. */
export function breadcrumbTrail(handles: readonly RouteHandle[]): RouteHandle[] {
  return handles
    .filter((handle) => handle.meta?.title && handle.meta.breadcrumb !== false)
    .filter((handle, index, all) => index === 0 || all[index - 1]?.meta?.title !== handle.meta?.title);
}

export function AppBreadcrumb() {
  const { t } = useTranslation('app');
  const trail = breadcrumbTrail(useRouteHandles());
  const atHome = trail.length === 1 && trail[0]?.path === HOME;
  const home = atHome ? [] : [{ path: HOME, title: 'dashboard:title' }];
  const crumbs = [...home, ...trail.map((handle) => ({ path: handle.path, title: handle.meta?.title ?? '' }))];

  return (
    <nav aria-label={t('navbar.breadcrumb')}>
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: crumb.path,
          title: index < crumbs.length - 1 ? <Link to={crumb.path}>{t(crumb.title)}</Link> : t(crumb.title),
        }))}
      />
    </nav>
  );
}

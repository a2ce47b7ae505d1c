import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { AUDIT_LOGS_PATH, auditPermissions } from './constants';

/** Child of the '/permissions' group. */
export const auditRoutes: AppRoute[] = crudRoutes({
  ns: 'audit-logs',
  base: 'audit-logs',
  listPath: AUDIT_LOGS_PATH,
  permissions: auditPermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')) },
});

import { AuditOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { auditResource } from './resource';

/** Child of the '/permissions' group. */
export const auditRoutes: AppRoute[] = crudRoutes({
  ns: 'audit-logs',
  base: 'audit-logs',
  listPath: auditResource.path,
  icon: <AuditOutlined />,
  permissions: auditResource.permissions,
  pages: { list: lazyPage(() => import('./pages/list-page')) },
});

import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { AUDIT_LOGS_PATH, auditPermissions } from './constants';

/** The audit log: a child of the `/permissions` group. */
export const auditLogs = feature({
  messages: { 'audit-logs': () => import('./messages') },
  crud: {
    ns: 'audit-logs',
    base: 'audit-logs',
    listPath: AUDIT_LOGS_PATH,
    permissions: auditPermissions,
    pages: {
      list: lazyPage(() => import('./pages/list-page')),
    },
  },
});

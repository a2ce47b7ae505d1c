/** What the audit log's route and resource share: the list path and the permission. */
import type { Permissions } from '../../lib/resource';

export const AUDIT_LOGS_PATH = '/permissions/audit-logs';

export const auditPermissions: Permissions = { list: 'list-audit-logs', export: 'export-audit-logs' };

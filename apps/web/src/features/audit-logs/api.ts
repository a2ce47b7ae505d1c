import type { AuditEntry as AuditEntryWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

/** An audit entry; the client camelizes the field names inside `changes` too. */
export type AuditEntry = Camelize<AuditEntryWire>;

export const auditLogsApi = resourceApi<AuditEntry>('audit-logs');

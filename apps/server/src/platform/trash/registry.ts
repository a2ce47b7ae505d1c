/**
 * The declared resources as the trash sees them, filled as the kit declares each (`crud/index.ts`): a table's
 * resource (what the impact names its rows by), and for a resource whose records go to the trash, what its
 * restore needs (its table, partner scope, `afterWrite` rule).
 */
import type { SQL } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../audit.js';
import type { CrudTable } from '../crud/table.js';

export type TrashedResource = {
  resource: string;
  table: CrudTable;
  /** The rows a channel partner may reach (`crud/declaration.ts`): a partner sees only those entries. */
  partnerScope?: (adminId: number) => SQL;
  afterWrite?: (tx: Executor, ctx: AuditContext, written?: Record<string, unknown> & { id: number }) => Promise<void>;
};

export type TrashRegistry = ReturnType<typeof trashRegistry>;

export function trashRegistry() {
  const resources = new Map<string, TrashedResource>();
  const byTable = new Map<string, string>();
  return {
    /** Declares a resource's table (the first resource declared on a table names its rows). */
    add(entry: TrashedResource) {
      if (!resources.has(entry.resource)) resources.set(entry.resource, entry);
      const table = getTableName(entry.table);
      if (!byTable.has(table)) byTable.set(table, entry.resource);
    },
    get: (resource: string) => resources.get(resource),
    all: () => [...resources.values()],
    /** The resource whose records a table's rows are, or the table's own name. */
    resourceOf: (table: string) => byTable.get(table) ?? table,
  };
}

/**
 * A resource declared once: its table, contract schemas, search, sort, filters and uniqueness rules.
 * From it the kit derives the service (list, get, create, update, delete with audit) and the five routes
 * with their permissions (`list-`, `create-`, `edit-`, `delete-<resource>`).
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { PermissionResource } from '@backlot/contract';
import type { Executor } from '../../db/client.js';

export type CrudTable = PgTable & { id: PgColumn };

export type CrudDeclaration<Q extends { sort?: string; q?: string }> = {
  /** URL segment, permission resource and audit resource. */
  resource: PermissionResource;
  table: CrudTable;
  schemas: {
    entity: z.ZodType;
    create: z.ZodType;
    update: z.ZodType;
    listQuery: z.ZodType<Q>;
  };
  /** Columns a free-text `q` matches (case-insensitive substring). */
  search: PgColumn[];
  /** The wire name of the field that names a record (`name`): the audit log keeps it with each entry. */
  nameField: string;
  /** Sortable columns by wire name; must include `id`. */
  sort: Record<string, PgColumn>;
  defaultSort: string;
  /** Resource-specific filters from the parsed list query. */
  filters?: (query: Q) => Array<SQL | undefined>;
  /** Case-insensitive unique fields: a taken value is a 422 on that field. `index` is the unique index name. */
  unique?: Array<{ field: string; column: PgColumn; index: string }>;
  /** Throws a conflict when the record is still referenced. */
  beforeDelete?: (tx: Executor, id: number) => Promise<void>;
  /** A short comment for the OpenAPI summaries. */
  label: string;
};

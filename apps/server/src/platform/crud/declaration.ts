/**
 * A resource declared once: its table, contract schemas, search, sort, filters, uniqueness rules, the
 * operations it offers and its actions. From it the kit derives the service (list, get, create, update,
 * delete with audit) and the routes with their permissions (`list-`, `create-`, `edit-`, `delete-<resource>`,
 * `<action>-<resource>`).
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DeclaredFilters, FilterDef, PermissionResource } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../audit.js';
import type { FilterTargets } from '../filters.js';
import type { Searched } from '../pagination.js';
import type { SearchKey } from '../searched-page.js';
import type { Actions } from './actions.js';
import type { ListExport } from './export.js';
import type { ImportDeclaration } from './import.js';
import type { FileFields } from './file-fields.js';
import type { GalleryDeclaration } from './gallery.js';
import type { PrivateFilesDeclaration } from './private-files.js';
import type { Relations } from './relations.js';
import type { ReorderDeclaration } from './reorder.js';
import type { Restorable } from './restore.js';
import type { ReferenceTarget } from './references.js';
import type { CrudTable } from './table.js';

/** What a write hook gives back: the row's values, and what to add to the answer. */
export type Written = { values: Record<string, unknown>; reply?: Record<string, unknown> };
/** Turns the body's column values (by property name) into the row's; `id` on update. */
export type WriteHook = (values: Record<string, unknown>, tx: Executor, id?: number) => Promise<Written> | Written;

/** The routes a resource may offer; `show` is `GET /{id}`, under the list permission. */
export const CRUD_OPERATIONS = ['list', 'show', 'create', 'update', 'delete'] as const;
export type CrudOperation = (typeof CRUD_OPERATIONS)[number];

/**
 * The record a nested resource belongs to: its routes are `/<parent>/{id}/<resource>[/{param}]`, every read
 * and write is scoped to the parent the path names (`column` holds its id, taken from the path, never from
 * the body), and a missing parent is a 404.
 */
export type ParentDeclaration = {
  resource: PermissionResource;
  table: CrudTable;
  /** The child's column holding the parent's id. */
  column: PgColumn;
  /** The path parameter of a child's id (`campaignId`). */
  param: string;
};

export type CrudDeclaration<Q extends { sort?: string; q?: string }, F extends Record<string, FilterDef> = never> = {
  /** URL segment, permission resource and audit resource. */
  resource: PermissionResource;
  /** The list's and show's URL path under /api when it is not `resource` (`users/tokenRecord`). */
  path?: string;
  table: CrudTable;
  /** The record this resource's records belong to, when they are nested under it (a channel's campaigns). */
  parent?: ParentDeclaration;
  /** `create` and `update` are needed only by the operations that take them. */
  schemas: {
    entity: z.ZodType;
    create?: z.ZodType;
    update?: z.ZodType;
    listQuery: z.ZodType<Q>;
  };
  /** Columns (or expressions: an address as text) the list's `q` matches, case-insensitively, anywhere. */
  search: Searched[];
  /**
   * A table too large for one search plan (members): the sorts whose order an index walks. A search in one of
   * them looks among the newest rows first, then in the text's index (`platform/searched-page.ts`); in another
   * sort, in the text's index. Filters, search and partner scope then name only the table's own columns.
   */
  searchWalks?: readonly string[];
  /**
   * With `searchWalks`: the filter whose value keys the text's trigrams in an index of `search_keys(key, text)`
   * (members by channel), so a search given that filter reads only that value's postings.
   */
  searchKeyedBy?: { filter: string } & SearchKey;
  /** The wire name of the field that names a record (`name`): the audit log keeps it with each entry. */
  nameField: string;
  /** Sortable columns by wire name; must include `id`. */
  sort: Record<string, PgColumn>;
  defaultSort: string;
  /** The list's filters as the contract declares them, and the column (or condition) each one tests. */
  filters?: { declared: Pick<DeclaredFilters<F>, 'defs'>; targets: FilterTargets<F> };
  /** The operations offered (default: all five). */
  operations?: readonly CrudOperation[];
  /** Actions on one record (`stateMachine(...)`), each `POST /{id}/<action>`. */
  actions?: Actions;
  /**
   * The actions (of `actions`, or `delete`) also offered on many records in one call:
   * `POST /bulk/<action> { ids }` (`bulk.ts`). A manifest's resource takes its manifest's `bulk`.
   */
  bulk?: readonly string[];
  /**
   * Unique fields (text ignoring case): a taken value is a 422 on that field. `index` is the unique index name;
   * `scope`, columns within whose values the rule holds (an SEO entry's page, per site).
   */
  unique?: Array<{ field: string; column: PgColumn; index: string; scope?: PgColumn[] }>;
  /**
   * Fields of the body holding another table's id (`site_id: sites`), or another module's record as its read
   * view says (`video_id: videoExists`): one naming no record is a 422 `msg.notFoundRef` on the field, never a
   * foreign-key failure.
   */
  references?: Record<string, ReferenceTarget>;
  /** Records kept in an order staff arrange: `POST /reorder` (`reorder.ts`). */
  reorder?: ReorderDeclaration;
  /**
   * The read model, when an answer holds other than the table's columns: tables left-joined to the resource's
   * (each on its condition), and every answered field (wire name -> column of any of them, or an expression
   * of the row: a derived field).
   * Default: every column of the table, nothing joined.
   */
  read?: { leftJoins?: Array<{ table: PgTable; on: SQL }>; columns: Record<string, PgColumn | SQL> };
  /**
   * Turns a row of the read model into the answer, for a field worked out in code rather than SQL (a
   * campaign's tracking link): it may use, and should drop, read columns the answer does not list.
   */
  answer?: (row: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Writes of fields that are not columns as such, in the write's transaction: `create` turns the body's
   * values (by property name) into the row's, and may add to the answer what only this answer shows (a key
   * made once). `update` does the same for an update.
   */
  writes?: { create?: WriteHook; update?: WriteHook };
  /** Many-to-many relations by the body's field (`tag_ids: manyToMany({ ... })`). */
  relations?: Relations;
  /** File fields by the body's field (`cover_id: fileField({ column, kind: 'image', as: 'cover' })`). */
  files?: FileFields;
  /** Ordered photos under `/{id}/photos` (`galleryOf(videoPhotos)`, `gallery.ts`). */
  gallery?: GalleryDeclaration;
  /** Private files (scans) under `/{id}/scans` (`privateFilesOf(modelRecordScans)`, `private-files.ts`). */
  privateFiles?: PrivateFilesDeclaration;
  /**
   * Runs in a delete's transaction before it, given the record's row (locked): throwing keeps the record (a
   * compliance record under legal hold is a 409).
   */
  guardDelete?: (tx: Executor, row: Record<string, unknown> & { id: number }) => Promise<void>;
  /**
   * `GET /exportCsv` and `GET /exportXlsx` under `export-<resource>`: the list's matches as CSV or Excel,
   * streamed (`export.ts`); its fields are the contract's (`EXPORT_FIELDS`).
   */
  export?: ListExport;
  /**
   * `POST /import` under `import-<resource>`: rows of a CSV or Excel file created or updated by their key, all or
   * none, with a dry run (`import.ts`); its key and columns are the contract's (`IMPORT_FIELDS`).
   */
  import?: ImportDeclaration;
  /**
   * The rows a channel partner may see and change, given the partner's admin id: a condition on the table's
   * own columns (`inChannelsOf(adminId, channels.id)`). Other admins see every row. To a partner, a row
   * outside it is a 404, as if it did not exist. A resource whose list permission a partner's role may hold
   * (the contract's PARTNER_PERMISSIONS) must declare it: the kit refuses to start otherwise.
   */
  partnerScope?: (adminId: number) => SQL;
  /** The table's rows this resource is made of, when not all are (the job queue's own runs are not staff's). */
  rows?: SQL;
  /**
   * The row as the audit log keeps it, when a column reads otherwise to people (an amount in minor units as
   * `"19.99 USD"`, `platform/money.ts`' `moneyAudit`). Default: the row.
   */
  auditAs?: (row: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Runs in the transaction of every create, update and delete, after the write (its links written too), given
   * the row as written (none after a delete): throwing undoes the write (the IP whitelist refuses a change that
   * would shut out the caller's own address; a live video refuses a model not cleared for it).
   */
  afterWrite?: (tx: Executor, ctx: AuditContext, written?: Record<string, unknown> & { id: number }) => Promise<void>;
  /**
   * Content whose history offers "restore this version" (`restore.ts`): `true`, or how the audit log's values
   * read back as the update body's. Not for a nested resource.
   */
  restorable?: Restorable;
  /** A short comment for the OpenAPI summaries. */
  label: string;
};

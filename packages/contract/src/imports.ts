/**
 * List imports, a capability of the resource kit (the mirror of `exports.ts`): `POST /<resource>/import`
 * under `import-<resource>`, multipart with one `file` part, a CSV or an Excel (xlsx) sheet, at most
 * MAX_IMPORT_ROWS data rows and MAX_IMPORT_BYTES bytes (422 on `file` beyond either).
 *
 * - The header row names the columns by their fields' wire names (`name`, `name_cn`), ignoring case and
 *   surrounding spaces, in any order; the key column is required, the others optional. Labels ("名称") are not
 *   accepted: a label changes with the staff's language, a wire name never does, and the template the web
 *   offers carries the wire names (an unknown column is a 422 on the header row naming the columns there are).
 * - A row whose key matches an existing record (ignoring case) updates it; any other row creates one. An empty
 *   cell leaves the field as it is (update) or to its default (create): an import never clears a field.
 * - Cells: an integer as digits; a flag as 1/0, true/false, yes/no or 是/否; ids (`model_ids`) separated by
 *   `;` or `,`; an instant as ISO 8601 (an Excel date cell is read as that instant).
 * - `dry_run=1`: nothing is written; the answer (`ImportReport`) says per row what an import would do:
 *   `create`, `update` (each changed field with its value before and after), `unchanged`, or `error` with its
 *   messages by column (the body's rules, a taken unique value, a reference to no record, the same key twice in
 *   the file, a key matching several records).
 * - Without it: every row is written in one transaction through the resource's own create and update (their
 *   rules, references and one audit entry per record), or, when any row has an error, nothing is written and
 *   the answer is a 422 whose `errors` are `rows.<row>.<column>` (row numbers as the spreadsheet shows them,
 *   the header being row 1).
 */
import { z } from 'zod';
import type { PermissionResource } from './permissions.js';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The route under the resource's path. */
export const IMPORT_ROUTE = 'import';

/** What a resource imports: the field that matches a row to an existing record, and the columns a file may hold. */
export type ImportFields = { key: string; fields: readonly string[] };

/** Every importable resource's columns: the server reads them, the web app offers them as the template. */
export const IMPORT_FIELDS = {
  tags: { key: 'name', fields: ['name', 'name_cn', 'sort'] },
  models: {
    key: 'name',
    fields: ['name', 'name_cn', 'gender', 'birth_place', 'birthday', 'measurement', 'is_popular', 'tooltips'],
  },
  /** Metadata only: files are uploaded, never imported. */
  videos: {
    key: 'serial_number',
    fields: ['serial_number', 'title', 'title_cn', 'type', 'description', 'description_cn', 'token', 'is_free'],
  },
  promotions: { key: 'code', fields: ['code', 'name', 'started_at', 'ended_at', 'times', 'status', 'plan_ids'] },
} as const satisfies Partial<Record<PermissionResource, ImportFields>>;
export type ImportResource = keyof typeof IMPORT_FIELDS;

export const importQuery = z.object({ dry_run: z.enum(['0', '1']).optional() });

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A changed field: its value before and after, as the answer shows them. */
export const importChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const importRow = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  key: z.string(),
  /** The existing record's id (update, unchanged). */
  id: z.number().int().nullable(),
  changes: z.array(importChange),
  /** Messages by column (wire name), in the request's language. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRow>;

export const importReport = z.object({
  dry_run: z.boolean(),
  rows: z.array(importRow),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
});
export type ImportReport = z.infer<typeof importReport>;

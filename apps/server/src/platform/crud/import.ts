/**
 * List imports of a declared resource (the contract's `imports.ts` says what they take and answer):
 * `POST /<resource>/import` under `import-<resource>`, a CSV or xlsx file (`import-file.ts`), every row run
 * through the resource's own create or update in one transaction, each in a savepoint so that a refused row
 * is reported and the next one still checked. A dry run, or an import with any refused row, rolls the whole
 * transaction back: a dry run checks exactly what the import would do, against the same rules.
 */
import multipart from '@fastify/multipart';
import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  camelKey,
  type FieldKind,
  IMPORT_ROUTE,
  type ImportFields,
  type ImportReport,
  type ImportRow,
  importQuery,
  importReport,
  type Language,
  MAX_IMPORT_ROWS,
  type PermissionName,
  type PermissionResource,
} from '@backlot/contract';
import type { Db, Tx } from '../../db/client.js';
import { auditContextOf, type AuditContext } from '../audit.js';
import { AppError, type FieldErrors, invalid, requestLanguage, translateFields } from '../errors.js';
import { sheetRows, type CsvRow } from '../csv-rows.js';
import { zodFieldErrors } from '../validation-messages.js';
import type { Viewer } from '../viewer.js';
import { bodyOf, changesOf } from './import-cells.js';
import { importCells } from './import-file.js';
import type { CrudTable } from './table.js';

/** A resource's import: the contract's key and columns, and each column's kind (how its cells read). */
export type ImportDeclaration = ImportFields & { kinds: Readonly<Record<string, FieldKind>> };

type Target = {
  resource: PermissionResource;
  label: string;
  table: CrudTable;
  schemas: { create?: z.ZodType; update?: z.ZodType };
  service: {
    insertIn(tx: Tx, body: Record<string, unknown>, ctx: AuditContext): Promise<unknown>;
    updateIn(tx: Tx, id: number, body: Record<string, unknown>, ctx: AuditContext): Promise<unknown>;
    read(tx: Tx, id: number): Promise<unknown>;
    scopeFor(viewer: Viewer | undefined): ReturnType<typeof sql> | undefined;
  };
};

class RolledBack extends Error {}

type Checked = Omit<ImportRow, 'errors'> & { errors: FieldErrors };

/** Runs every row in one transaction and answers what each did; written only when `write` and none refused. */
async function runImport(
  db: Db,
  target: Target,
  spec: ImportDeclaration,
  file: { rows: CsvRow<string>[]; errors: FieldErrors },
  ctx: AuditContext,
  write: boolean,
): Promise<Checked[]> {
  const keyColumn = getTableColumns(target.table)[camelKey(spec.key)]!;
  const seen = new Map<string, number>();
  const checked: Checked[] = [];

  /** The create or update of one row in a savepoint; a refusal is the row's errors. */
  async function attempt(tx: Tx, errors: FieldErrors, run: (sp: Tx) => Promise<unknown>) {
    try {
      await tx.transaction(run);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.fields) Object.assign(errors, error.fields);
      else errors.row = [error.messageKey];
    }
  }

  async function checkRow(tx: Tx, { row, cells }: CsvRow<string>): Promise<Checked> {
    const key = cells[spec.key]?.trim() ?? '';
    const errors: FieldErrors = {};
    for (const [name, messages] of Object.entries(file.errors))
      if (name.startsWith(`rows.${row}.`)) errors[name.slice(`rows.${row}.`.length)] = messages;
    const folded = key.toLowerCase();
    const first = seen.get(folded);
    if (key && first !== undefined) errors[spec.key] = [{ key: 'msg.duplicateInFile', params: { row: first } }];
    else if (key) seen.set(folded, row);
    const matches = key
      ? await tx
          .select({ id: target.table.id })
          .from(target.table)
          .where(sql`lower(${keyColumn}) = lower(${key}) and ${target.service.scopeFor(ctx.viewer) ?? sql`true`}`)
          .limit(2)
      : [];
    if (matches.length > 1) errors[spec.key] = ['msg.import.severalMatch'];
    const id = matches.length === 1 ? (matches[0]!.id as number) : null;
    const result: Checked = { row, action: 'error', key, id, changes: [], errors };
    const schema = id === null ? target.schemas.create! : target.schemas.update!;
    const read = bodyOf(cells, spec.kinds);
    // The key names the record to update: its case as stored stays.
    const { [spec.key]: _key, ...updated } = read.body;
    const parsed = schema.safeParse(id === null ? read.body : updated);
    if (!parsed.success) Object.assign(errors, zodFieldErrors(parsed.error));
    Object.assign(errors, read.errors);
    if (Object.keys(errors).length) return result;
    const body = parsed.data as Record<string, unknown>;
    if (id === null) {
      await attempt(tx, errors, (sp) => target.service.insertIn(sp, body, ctx));
      return { ...result, action: Object.keys(errors).length ? 'error' : 'create' };
    }
    const before = (await target.service.read(tx, id)) as Record<string, unknown>;
    const changes = changesOf(before, body, spec.kinds);
    if (!changes.length) return { ...result, action: 'unchanged' };
    await attempt(tx, errors, (sp) => target.service.updateIn(sp, id, body, ctx));
    return { ...result, changes, action: Object.keys(errors).length ? 'error' : 'update' };
  }

  try {
    await db.transaction(async (tx) => {
      for (const row of file.rows) checked.push(await checkRow(tx, row));
      if (!write || checked.some((row) => row.action === 'error')) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return checked;
}

function reportOf(checked: Checked[], dryRun: boolean, lang: Language): ImportReport {
  const count = (action: ImportRow['action']) => checked.filter((row) => row.action === action).length;
  return {
    dry_run: dryRun,
    rows: checked.map((row) => ({ ...row, errors: translateFields(row.errors, lang) })),
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      errors: count('error'),
    },
  };
}

export function registerImport(app: FastifyInstance, db: Db, target: Target, spec: ImportDeclaration) {
  if (!target.schemas.create || !target.schemas.update)
    throw new Error(`${target.resource}: an import creates and updates records`);
  app.register(async (scope) => {
    // Only the file part is read, in this scope only (as the files module's uploads).
    await scope.register(multipart, { limits: { fieldSize: 1024, headerPairs: 20 } });
    scope.withTypeProvider<ZodTypeProvider>().post(`/${target.resource}/${IMPORT_ROUTE}`, {
      config: { access: `import-${target.resource}` as PermissionName, multipartFile: true },
      schema: {
        tags: [target.resource],
        summary: `Import ${target.label} from a CSV or Excel file (dry_run=1 only checks; all or none)`,
        querystring: importQuery,
        response: { 200: importReport },
      },
      handler: async (request) => {
        const dryRun = request.query.dry_run === '1';
        const file = sheetRows(await importCells(request), { columns: spec.fields, required: [spec.key] });
        if (file.rows.length > MAX_IMPORT_ROWS)
          throw invalid({ file: [{ key: 'msg.import.tooManyRows', params: { max: MAX_IMPORT_ROWS } }] });
        const checked = await runImport(db, target, spec, file, auditContextOf(request), !dryRun);
        const report = reportOf(checked, dryRun, requestLanguage(request));
        if (!dryRun && report.summary.errors) {
          const errors = checked.flatMap((row) =>
            Object.entries(row.errors).map(([column, messages]) => [`rows.${row.row}.${column}`, messages] as const),
          );
          throw invalid(Object.fromEntries(errors));
        }
        return report;
      },
    });
  });
}

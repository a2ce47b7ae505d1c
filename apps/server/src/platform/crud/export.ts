/**
 * List exports of a declared resource (the contract's `exports.ts` says what they take and write):
 * `GET /<resource>/exportCsv` and `GET /<resource>/exportXlsx` under `export-<resource>`, taking the list's query
 * (its filters and search; page and sort do not apply — rows come in id order), `ids` (the rows selected in a
 * list; still within the filters and the caller's scope), `columns` (the staff's columns and labels) and
 * `yes`/`no`, streamed in keyset batches so the server's memory stays flat whatever the count.
 *
 * Cells: related records and files by name (`; ` between several). Labelled (`columns` given): instants in the
 * reporting time zone. The CSV starts with a UTF-8 byte order mark so spreadsheet programs read Chinese right,
 * and a cell or header that would start a formula (= + - @, tab, CR) gets a leading `'`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_ROUTES,
  idParams,
  type ExportFields,
  type ExportFormat,
  idsFilter,
  type PermissionName,
  type PermissionResource,
  singleLineText,
} from '@backlot/contract';
import { sendCsv } from '../csv-download.js';
import type { CellKind, Sheet } from '../export-sheet.js';
import { sendXlsx } from '../xlsx-download.js';
import { type Viewer, viewerOf } from '../viewer.js';
import { chosenColumns } from './export-columns.js';

/**
 * A resource's export: the CSV's file name (`videos.csv`; the xlsx is `videos.xlsx`), its fields, and the
 * read-model columns the declaration's `answer` works exported fields out from (a campaign's tracking link
 * from its channel's UTM values).
 */
export type ListExport = ExportFields & { filename: string; reads?: readonly string[] };

type Source = {
  instantFields: ReadonlySet<string>;
  /** 404 when the parent a nested export names does not exist. */
  checkParent(parentId?: number): Promise<void>;
  batches(
    query: never,
    fields: readonly string[],
    viewer?: Viewer,
    options?: { zone?: string; parentId?: number },
  ): AsyncGenerator<Array<Record<string, unknown>>>;
};

const exportOptions = z.object({
  columns: singleLineText(20_000).optional(),
  yes: singleLineText(20).optional(),
  no: singleLineText(20).optional(),
});

export function registerExport(
  app: FastifyInstance,
  spec: {
    resource: PermissionResource;
    label: string;
    listQuery: z.ZodType;
    zone: string;
    /** A nested resource's parent: the routes are `/<parent>/{id}/<resource>/exportCsv`. */
    parent?: { resource: PermissionResource };
  },
  declared: ListExport,
  source: Source,
) {
  if (!(spec.listQuery instanceof z.ZodObject)) throw new Error(`${spec.resource}: its list query is no object`);
  const money = new Set(declared.money ?? []);
  if (money.size && !declared.fields.includes('currency'))
    throw new Error(`${spec.resource}: an export with money needs its currency field`);
  const querystring = spec.listQuery.extend({ ids: idsFilter.optional() }).extend(exportOptions.shape);
  const kindOf = (field: string): CellKind =>
    money.has(field) ? 'money' : source.instantFields.has(field) ? 'instant' : 'text';
  const base = declared.filename.replace(/\.csv$/, '');
  const path = spec.parent ? `/${spec.parent.resource}/:id/${spec.resource}` : `/${spec.resource}`;
  const read = [...(declared.reads ?? [])];
  const route = (format: ExportFormat, produces: string) =>
    app.withTypeProvider<ZodTypeProvider>().get(`${path}/${EXPORT_ROUTES[format]}`, {
      config: { access: `export-${spec.resource}` as PermissionName },
      schema: {
        tags: [spec.resource],
        summary: `Export the ${spec.label} a list query matches, as ${format === 'csv' ? 'CSV' : 'Excel'}`,
        ...(spec.parent && { params: idParams }),
        querystring,
        produces: [produces],
      },
      handler: async (request, reply) => {
        const { columns, yes, no, ...query } = request.query as z.infer<typeof exportOptions>;
        const parentId = (request.params as { id?: number } | undefined)?.id;
        await source.checkParent(parentId);
        const chosen = chosenColumns(columns, declared.fields);
        const sheet: Sheet = { ...chosen, kinds: chosen.fields.map(kindOf), yes, no };
        // Instants in the reporting zone when the file is the staff's, or an Excel sheet (its dates have no zone).
        const zone = chosen.labelled || format === 'xlsx' ? spec.zone : undefined;
        const rows = source.batches(query as never, [...chosen.fields, ...read], viewerOf(request), { zone, parentId });
        return format === 'csv'
          ? sendCsv(reply, declared.filename, sheet.fields, rows, sheet)
          : sendXlsx(reply, `${base}.xlsx`, sheet, rows);
      },
    });
  route('csv', 'text/csv');
  route('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}

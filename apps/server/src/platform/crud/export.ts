/**
 * CSV export of a declared resource: `GET /<resource>/exportCsv` under `export-<resource>`, taking the list's
 * query (its filters and search; page and sort do not apply — rows come in id order) and `ids` (`1,2,3`, at most
 * 200: the rows selected in a list; still within the filters and the caller's scope), streamed in keyset
 * batches with `csv-stringify`, so the server's memory stays flat whatever the count.
 *
 * Cells: the answer's fields under their wire names as headers; yes/no as 1/0 (spec section 9), instants as
 * ISO 8601, related records and files by name (`; ` between several). The file starts with a UTF-8 byte order
 * mark so spreadsheet programs read Chinese right, and a cell that would start a formula (= + - @, tab, CR)
 * gets a leading `'` so opening the file cannot run one.
 */
import { is, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgNumeric, PgTimestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idsFilter, type PermissionName, type PermissionResource } from '@backlot/contract';
import { sendCsv } from '../csv-download.js';
import { type Viewer, viewerOf } from '../viewer.js';

export type CsvExport = {
  /** The download's name (`videos.csv`). */
  filename: string;
  /** Wire names of the answer's fields, in column order. */
  fields: readonly string[];
};

type Source = {
  batches(query: never, fields: readonly string[], viewer?: Viewer): AsyncGenerator<Array<Record<string, unknown>>>;
};

/**
 * The read model's columns as their cells' values, for rows read as JSON (`readJsonRows`): an instant as
 * `Date.toISOString` writes it (UTC, milliseconds), an exact decimal as its text, the rest as they are.
 */
export function cellColumns(columns: Record<string, PgColumn | SQL>): Record<string, PgColumn | SQL> {
  return Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, cellColumn(column)]));
}

function cellColumn(column: PgColumn | SQL): PgColumn | SQL {
  if (is(column, PgTimestamp)) {
    const utc = column.withTimezone ? sql`${column} at time zone 'UTC'` : sql`${column}`;
    return sql`to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (is(column, PgNumeric)) return sql`${column}::text`;
  return column;
}

export function registerExport(
  app: FastifyInstance,
  spec: { resource: PermissionResource; label: string; listQuery: z.ZodType },
  csv: CsvExport,
  source: Source,
) {
  if (!(spec.listQuery instanceof z.ZodObject)) throw new Error(`${spec.resource}: its list query is no object`);
  const querystring = spec.listQuery.extend({ ids: idsFilter.optional() });
  app.withTypeProvider<ZodTypeProvider>().get(`/${spec.resource}/exportCsv`, {
    config: { access: `export-${spec.resource}` as PermissionName },
    schema: {
      tags: [spec.resource],
      summary: `Export the ${spec.label} a list query matches, as CSV`,
      querystring,
      produces: ['text/csv'],
    },
    handler: (request, reply) =>
      sendCsv(reply, csv.filename, csv.fields, source.batches(request.query as never, csv.fields, viewerOf(request))),
  });
}

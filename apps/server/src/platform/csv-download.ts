/**
 * A CSV download streamed batch by batch: a byte-order mark and the header, then each batch of rows as one
 * piece of text (one write per batch, not one stream step per row), under the file name the spec gives.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { textOf } from './export-sheet.js';

/** The header's texts (default: the field names) and the words of a yes/no cell (default: `1` and `0`). */
export type CsvOptions = { headers?: readonly string[]; yes?: string; no?: string };

export function sendCsv<F extends string>(
  reply: FastifyReply,
  filename: string,
  fields: readonly F[],
  batches: AsyncIterable<Array<Partial<Record<F, unknown>>>>,
  { headers = fields, yes = '1', no = '0' }: CsvOptions = {},
) {
  const cell = (value: unknown) => (typeof value === 'boolean' ? csvCell(value ? yes : no) : csvCell(value));
  const text = Readable.from(
    (async function* () {
      yield stringify([headers.map(csvCell)], { bom: true });
      for await (const batch of batches) {
        if (batch.length) yield stringify(batch.map((row) => fields.map((field) => cell(row[field]))));
      }
    })(),
  );
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(text);
}

/**
 * A cell a spreadsheet would run as a formula is written as text (OWASP's CSV injection advice); a plain
 * number, a negative amount included, is no formula and stays a number.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell's text. */
export function csvCell(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = textOf(value);
  return FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

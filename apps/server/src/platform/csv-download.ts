/**
 * A CSV download streamed batch by batch: a byte-order mark and the header, then each batch of rows as one
 * piece of text (one write per batch, not one stream step per row), under the file name the spec gives.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export function sendCsv<F extends string>(
  reply: FastifyReply,
  filename: string,
  fields: readonly F[],
  batches: AsyncIterable<Array<Partial<Record<F, unknown>>>>,
) {
  const text = Readable.from(
    (async function* () {
      yield stringify([[...fields]], { bom: true });
      for await (const batch of batches) {
        if (batch.length) yield stringify(batch.map((row) => fields.map((field) => csvCell(row[field]))));
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
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(csvCell).join('; ');
  if (typeof value === 'object') return csvCell((value as { name?: unknown }).name ?? '');
  const text = String(value);
  return FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

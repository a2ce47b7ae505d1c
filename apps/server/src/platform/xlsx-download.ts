/**
 * An Excel (xlsx) download streamed batch by batch through exceljs' streaming writer: each row is committed
 * as it comes, the zip is written to the reply as it grows, and the next batch waits while the reply is
 * behind, so the server's memory stays flat whatever the count.
 *
 * Cells: money (decimal text) a number keeping its decimal places (`0.00`, `0` for a currency without
 * minor units); an instant (the reporting zone's wall-clock text) a date cell shown `yyyy-mm-dd hh:mm:ss`;
 * yes/no the sheet's words, else a boolean cell; a number a number; the rest text — an xlsx text cell is never
 * run as a formula, so it is written as it is.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type CellKind, type Sheet, textOf } from './export-sheet.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** Excel's most characters in a cell. */
const MAX_CELL = 32767;
const WALL_CLOCK = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

/** A money cell's number and its format, from its decimal text. */
function moneyCell(text: string): { value: number; numFmt: string } | undefined {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const decimals = match[1]?.length ?? 0;
  return { value: Number(text), numFmt: decimals ? `0.${'0'.repeat(decimals)}` : '0' };
}

function cellValue(value: unknown, kind: CellKind, sheet: Sheet): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return sheet.yes === undefined ? value : value ? sheet.yes : sheet.no;
  if (typeof value === 'number') return value;
  if (kind === 'instant' && typeof value === 'string' && WALL_CLOCK.test(value))
    return new Date(`${value.replace(' ', 'T')}Z`);
  return textOf(value).slice(0, MAX_CELL);
}

export async function sendXlsx<F extends string>(
  reply: FastifyReply,
  filename: string,
  sheet: Sheet<F>,
  batches: AsyncIterable<Array<Partial<Record<F, unknown>>>>,
) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(filename.replace(/\.xlsx$/, '').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.headers.map((header, i) => ({
    width: Math.min(60, Math.max(12, header.length * 2 + 2)),
    style:
      sheet.kinds[i] === 'instant' ? { numFmt: DATE_FORMAT } : sheet.kinds[i] === 'money' ? { numFmt: '0.00' } : {},
  }));
  const header = worksheet.addRow([...sheet.headers]);
  header.font = { bold: true };
  header.commit();
  const write = async () => {
    for await (const batch of batches) {
      for (const record of batch) {
        const formats: Array<[number, string]> = [];
        const values = sheet.fields.map((field, i) => {
          const value = record[field];
          const money = sheet.kinds[i] === 'money' && typeof value === 'string' ? moneyCell(value) : undefined;
          if (!money) return cellValue(value, sheet.kinds[i]!, sheet);
          if (money.numFmt !== '0.00') formats.push([i + 1, money.numFmt]);
          return money.value;
        });
        const row = worksheet.addRow(values);
        for (const [column, format] of formats) row.getCell(column).numFmt = format;
        row.commit();
      }
      // The reply is behind: let it catch up before reading the next batch.
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    stream.destroy(error as Error);
  });
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(stream);
}

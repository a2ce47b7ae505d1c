/**
 * An import's file, from the multipart request to its cells as text: a CSV (any of the delimiters
 * `csv-rows.ts` reads) or the first sheet of an Excel workbook (told by its content, a zip, not its name).
 * Larger than MAX_IMPORT_BYTES is a 422 on `file`, as is a file that is neither.
 */
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '@backlot/contract';
import { parse } from 'csv-parse/sync';
import { AppError, invalid } from '../errors.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const tooLarge = () => invalid({ file: [{ key: 'msg.import.tooLarge', params: { max: '5 MB' } }] });
const notASheet = () => invalid({ file: ['msg.import.fileType'] });

async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!part) throw invalid({ file: ['msg.file.required'] });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, 'unsupported_media_type', 'err.badRequest');
    throw new AppError(400, 'bad_request', 'err.badRequest');
  }
}

/** A cell of a sheet as the text a CSV would hold: a date as its ISO 8601 instant, a flag as 1 or 0. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notASheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notASheet();
  const rows: string[][] = [];
  // Blank rows keep their place so that row numbers read as the sheet shows them.
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: row.cellCount }, (_, c) => cellText(row.getCell(c + 1).value)));
  }
  return rows;
}

function csvCells(text: string): string[][] {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = header.includes(',') ? ',' : (['\t', ';'].find((d) => header.includes(d)) ?? ',');
  try {
    return parse(text, { bom: true, relax_column_count: true, delimiter });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw invalid({ file: [{ key: 'msg.csv.malformed', params: { line } }] });
  }
}

/** The uploaded file's rows of cells (the header first). */
export async function importCells(request: FastifyRequest): Promise<string[][]> {
  const bytes = await fileBytes(request);
  if (bytes.subarray(0, 4).equals(ZIP)) return xlsxCells(bytes);
  if (bytes.includes(0)) throw notASheet();
  return csvCells(bytes.toString('utf8'));
}

/** An Excel export read back as a user's spreadsheet would: the first sheet's rows of cell values. */
import ExcelJS from 'exceljs';
import type { App } from '../app.js';

export type Sheet = { status: number; rows: ExcelJS.CellValue[][]; formats: string[][]; body: string };

export async function readXlsx(app: App, token: string, url: string): Promise<Sheet> {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) return { status: response.statusCode, rows: [], formats: [], body: response.body };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  const formats: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1));
    rows.push(cells.map((cell) => cell.value));
    formats.push(cells.map((cell) => cell.numFmt ?? ''));
  });
  return { status: 200, rows, formats, body: '' };
}

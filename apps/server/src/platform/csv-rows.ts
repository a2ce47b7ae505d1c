/**
 * A spreadsheet's CSV text -> its rows, each with the number a spreadsheet shows (header = 1), for imports
 * that check every row and store all or none (members, payout statements). Header names are matched ignoring
 * case and surrounding spaces, in any order; a byte-order mark is dropped; the delimiter is the header's (a
 * comma, or the semicolon or tab some spreadsheets write). Blank lines are skipped but keep their number, so
 * every row is named as the file shows it. Problems are reported as `rows.<row>.<column>`.
 */
import { parse } from 'csv-parse/sync';
import { type FieldErrors, type FieldMessage, invalid } from './errors.js';

export type CsvRow<C extends string> = { row: number; cells: Partial<Record<C, string | null>> };
export type CsvLayout<C extends string> = { columns: readonly C[]; required: readonly C[] };

const HEADER_ROW = 1;

/** Adds a message on one cell, named `rows.<row>.<column>`. */
export function addRowError(errors: FieldErrors, row: number, column: string, message: FieldMessage) {
  (errors[`rows.${row}.${column}`] ??= []).push(message);
}

/** The header's delimiter: a comma unless the header has none and has a semicolon or a tab. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  return ['\t', ';'].find((d) => header.includes(d)) ?? ',';
}

function records(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')) });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw invalid({ csv: [{ key: 'msg.csv.malformed', params: { line } }] });
  }
}

/** Header cells -> the column of each position; 422 on row 1 for an unknown, repeated or missing column. */
function columnsOf<C extends string>(header: string[], layout: CsvLayout<C>): C[] {
  const errors: FieldErrors = {};
  const names = header.map((cell) => cell.trim().toLowerCase());
  const columns = { en: layout.columns.join(', '), 'zh-CN': layout.columns.join('、') };
  names.forEach((name, i) => {
    const known = (layout.columns as readonly string[]).includes(name);
    if (!known) errors[`rows.${HEADER_ROW}.${name || i + 1}`] = [{ key: 'msg.csv.unknownColumn', params: { columns } }];
    else if (names.indexOf(name) !== i) errors[`rows.${HEADER_ROW}.${name}`] = ['msg.csv.repeatedColumn'];
  });
  for (const column of layout.required) {
    if (!names.includes(column)) errors[`rows.${HEADER_ROW}.${column}`] = ['msg.csv.missingColumn'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return names as C[];
}

/** The data rows of a CSV text, numbered; 422 when the header or the text itself cannot be read. */
export function csvRows<C extends string>(text: string, layout: CsvLayout<C>) {
  return sheetRows(records(text), layout);
}

/** The data rows of a sheet's cells (a CSV's records, an Excel sheet's rows as text), numbered likewise. */
export function sheetRows<C extends string>(
  cellRows: string[][],
  layout: CsvLayout<C>,
): { rows: CsvRow<C>[]; errors: FieldErrors } {
  const [header = [], ...lines] = cellRows;
  const columns = columnsOf(header, layout);
  const rows: CsvRow<C>[] = [];
  const errors: FieldErrors = {};
  lines.forEach((cells, i) => {
    const row = HEADER_ROW + 1 + i;
    if (cells.every((cell) => cell.trim() === '')) return;
    // Trailing empty cells (a spreadsheet's stray commas) are harmless; a value beyond the header is not.
    if (cells.slice(columns.length).some((cell) => cell.trim() !== ''))
      errors[`rows.${row}.row`] = ['msg.csv.extraCells'];
    rows.push({
      row,
      cells: Object.fromEntries(columns.map((column, c) => [column, cells[c] ?? null])) as CsvRow<C>['cells'],
    });
  });
  if (!rows.length) throw invalid({ csv: ['msg.csv.noRows'] });
  return { rows, errors };
}

/**
 * A batch's CSV text -> its rows, each with the number a spreadsheet shows (header = 1). Header names are
 * matched ignoring case and surrounding spaces, in any order; a byte-order mark is dropped; the delimiter is
 * the header's (a comma, or the semicolon or tab some spreadsheets write). Blank lines are skipped but keep
 * their number, so every row is named as the file shows it.
 */
import { parse } from 'csv-parse/sync';
import { MEMBER_BATCH_COLUMNS, type MemberBatchColumn, REQUIRED_MEMBER_BATCH_COLUMNS } from '@backlot/contract';
import { type FieldErrors, invalid } from '../../platform/errors.js';

export type Cells = Partial<Record<MemberBatchColumn, string | null>>;
export type NumberedRow = { row: number; cells: Cells };

const HEADER_ROW = 1;

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
function columnsOf(header: string[]): MemberBatchColumn[] {
  const errors: FieldErrors = {};
  const names = header.map((cell) => cell.trim().toLowerCase());
  names.forEach((name, i) => {
    const known = (MEMBER_BATCH_COLUMNS as readonly string[]).includes(name);
    if (!known) errors[`rows.${HEADER_ROW}.${name || i + 1}`] = ['msg.csv.unknownColumn'];
    else if (names.indexOf(name) !== i) errors[`rows.${HEADER_ROW}.${name}`] = ['msg.csv.repeatedColumn'];
  });
  for (const column of REQUIRED_MEMBER_BATCH_COLUMNS) {
    if (!names.includes(column)) errors[`rows.${HEADER_ROW}.${column}`] = ['msg.csv.missingColumn'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return names as MemberBatchColumn[];
}

/** The data rows of a CSV text, numbered; 422 when the header or the text itself cannot be read. */
export function csvRows(text: string): { rows: NumberedRow[]; errors: FieldErrors } {
  const [header = [], ...lines] = records(text);
  const columns = columnsOf(header);
  const rows: NumberedRow[] = [];
  const errors: FieldErrors = {};
  lines.forEach((cells, i) => {
    const row = HEADER_ROW + 1 + i;
    if (cells.every((cell) => cell.trim() === '')) return;
    // Trailing empty cells (a spreadsheet's stray commas) are harmless; a value beyond the header is not.
    if (cells.slice(columns.length).some((cell) => cell.trim() !== ''))
      errors[`rows.${row}.row`] = ['msg.csv.extraCells'];
    rows.push({ row, cells: Object.fromEntries(columns.map((column, c) => [column, cells[c] ?? null])) });
  });
  if (!rows.length) throw invalid({ csv: ['msg.csv.noRows'] });
  return { rows, errors };
}

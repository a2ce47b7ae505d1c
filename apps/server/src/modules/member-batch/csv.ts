/** A batch's CSV text -> its rows, numbered as a spreadsheet shows them (`platform/csv-rows.ts`). */
import { MEMBER_BATCH_COLUMNS, type MemberBatchColumn, REQUIRED_MEMBER_BATCH_COLUMNS } from '@backlot/contract';
import { type CsvRow, csvRows as readCsvRows } from '../../platform/csv-rows.js';

export type NumberedRow = CsvRow<MemberBatchColumn>;

export const csvRows = (text: string) =>
  readCsvRows(text, { columns: MEMBER_BATCH_COLUMNS, required: REQUIRED_MEMBER_BATCH_COLUMNS });

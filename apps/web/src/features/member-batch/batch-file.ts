/** What the batch page says about the file: its columns, its limits and an example (the contract's, with zod). */
import { MAX_BATCH_MEMBERS, MEMBER_BATCH_COLUMNS, REQUIRED_MEMBER_BATCH_COLUMNS } from '@backlot/contract';

/** Largest file the page reads: a full batch of 10,000 rows is well under it. */
export const MAX_CSV_FILE_BYTES = 5_000_000;

/** What the page's hint names: the columns (as a spreadsheet's header writes them, in either language), the limit. */
export const batchHintValues = {
  required: REQUIRED_MEMBER_BATCH_COLUMNS.join(', '),
  optional: MEMBER_BATCH_COLUMNS.filter((c) => !REQUIRED_MEMBER_BATCH_COLUMNS.includes(c)).join(', '),
  dateFormat: 'YYYY-MM-DD',
  max: MAX_BATCH_MEMBERS.toLocaleString('en-US'),
};

/** The text box's example: a header and one row, the same in both languages (it is data, not prose). */
export const SAMPLE_CSV = `${MEMBER_BATCH_COLUMNS.join(',')}\nalice,alice@example.com,Alice,Liddell,1990-04-01,+44 20 7946 0000`;

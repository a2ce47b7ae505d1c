/** What the import page says about a statement's file: its limit, its columns (the contract's, with zod). */
import { PAYOUT_CSV_COLUMNS, PAYOUT_LINE_TYPES, REQUIRED_PAYOUT_CSV_COLUMNS } from '@backlot/contract';

/** Largest file the import page reads: a statement of 50,000 lines is well under it. */
export const MAX_STATEMENT_FILE_BYTES = 5_000_000;

/** What the import's hint names: the columns, as the file's header writes them (in either language). */
export const statementHintValues = {
  types: Object.keys(PAYOUT_LINE_TYPES).join(', '),
  required: REQUIRED_PAYOUT_CSV_COLUMNS.join(', '),
  optional: PAYOUT_CSV_COLUMNS.filter((c) => !REQUIRED_PAYOUT_CSV_COLUMNS.includes(c)).join(', '),
};

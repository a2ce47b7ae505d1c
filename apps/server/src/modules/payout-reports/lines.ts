/**
 * The transaction lines of a statement's CSV (the layout in the contract's `payout-reports.ts`), checked all at
 * once: every bad cell is named `rows.<row>.<column>`, and a transaction repeated with the same type is named on
 * the later row.
 */
import {
  PAYOUT_CSV_COLUMNS,
  PAYOUT_LINE_TYPES,
  type PayoutLineKind,
  MAX_MINOR_UNITS,
  MAX_PAYOUT_LINES,
  payoutLineRow,
  REQUIRED_PAYOUT_CSV_COLUMNS,
  toMinorUnits,
  currencyDigits,
} from '@backlot/contract';
import { addRowError, csvRows } from '../../platform/csv-rows.js';
import { type FieldErrors, invalid } from '../../platform/errors.js';
import { validationIssue, zodIssueKeys } from '../../platform/validation-messages.js';

export type StatementLine = {
  processorRef: string;
  /** The statement's own word, as written (lower case). */
  kind: string;
  amount: number;
  fee: number;
  occurredAt: Date | null;
};

/** A cell's amount in minor units, or a message on it. */
function minor(errors: FieldErrors, row: number, column: string, text: string | null | undefined, currency: string) {
  if (!text) return 0;
  const value = toMinorUnits(text, currency);
  if (value === null)
    addRowError(errors, row, column, {
      key: 'msg.money.decimals',
      params: { digits: currencyDigits(currency), currency },
    });
  else if (value > MAX_MINOR_UNITS) addRowError(errors, row, column, 'msg.money.tooLarge');
  return value ?? 0;
}

/** What a line's word means: a sale, or money taken back. */
export const kindOf = (word: string): PayoutLineKind => PAYOUT_LINE_TYPES[word as keyof typeof PAYOUT_LINE_TYPES];

/** The lines of `csv` in `currency`; 422 naming every bad cell when any is. */
export function statementLines(csv: string, currency: string): StatementLine[] {
  const { rows, errors } = csvRows(csv, { columns: PAYOUT_CSV_COLUMNS, required: REQUIRED_PAYOUT_CSV_COLUMNS });
  if (rows.length > MAX_PAYOUT_LINES)
    throw invalid({ csv: [{ key: 'msg.batchTooMany', params: { max: MAX_PAYOUT_LINES } }] });
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    const filled = Object.fromEntries(Object.entries(cells).filter(([, value]) => value?.trim()));
    const result = payoutLineRow.safeParse(filled);
    if (!result.success) {
      for (const issue of result.error.issues)
        for (const [column, key, params] of zodIssueKeys(validationIssue(issue)))
          addRowError(errors, row, column, { key, params });
      continue;
    }
    const line = result.data;
    const key = `${line.transaction_id}\u0000${kindOf(line.type)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      addRowError(errors, row, 'transaction_id', { key: 'msg.payout.duplicateLine', params: { row: earlier } });
    else seen.set(key, row);
    const day = line.date?.length === 10 ? `${line.date}T00:00:00Z` : line.date;
    lines.push({
      processorRef: line.transaction_id,
      kind: line.type,
      amount: minor(errors, row, 'amount', line.amount, currency),
      fee: minor(errors, row, 'fee', line.fee, currency),
      occurredAt: day ? new Date(day) : null,
    });
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return lines;
}

/** A statement's gross (sales less what was taken back) and fees, from its lines. */
export function lineTotals(lines: StatementLine[]) {
  let gross = 0;
  let fees = 0;
  for (const line of lines) {
    gross += kindOf(line.kind) === 'sale' ? line.amount : -line.amount;
    fees += line.fee;
  }
  return { gross, fees };
}

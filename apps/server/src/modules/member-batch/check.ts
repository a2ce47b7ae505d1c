/**
 * A batch's rows against the member field rules, each other and the members already there. Every problem of
 * every row is reported at once (`rows.<row>.<column>`), so a spreadsheet is fixed in one pass.
 */
import { type MemberBatchRow, memberBatchRow } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { addRowError } from '../../platform/csv-rows.js';
import { type FieldErrors, invalid } from '../../platform/errors.js';
import { validationIssue, zodIssueKeys } from '../../platform/validation-messages.js';
import type { NumberedRow } from './csv.js';
import { takenMemberValues } from '../users/read.js';

const UNIQUE = ['username', 'email'] as const;
type UniqueColumn = (typeof UNIQUE)[number];

/**
 * A row after the field rules: the member when every cell passed, and the username and e-mail that passed
 * (even on a row with another bad cell), which are then checked for repeats and for members holding them.
 */
type CheckedRow = { row: number; member?: MemberBatchRow; unique: Partial<Record<UniqueColumn, string>> };

/** Each row through the field rules: the checked rows, and the messages of those that fail. */
function applyRules(rows: NumberedRow[], errors: FieldErrors): CheckedRow[] {
  return rows.map(({ row, cells }) => {
    // An empty cell is no value: "required" for username and e-mail, none for the others.
    const filled = Object.fromEntries(Object.entries(cells).filter(([, value]) => value?.trim()));
    const result = memberBatchRow.safeParse(filled);
    if (result.success) return { row, member: result.data, unique: result.data };
    const bad = new Set<string>();
    for (const issue of result.error.issues) {
      for (const [column, key, params] of zodIssueKeys(validationIssue(issue))) {
        bad.add(column);
        addRowError(errors, row, column, { key, params });
      }
    }
    const unique = Object.fromEntries(
      UNIQUE.filter((column) => !bad.has(column)).map((column) => [column, String(filled[column]).trim()]),
    );
    return { row, unique };
  });
}

/** A username or e-mail a row repeats from an earlier row of the file, ignoring case. */
function repeatsInFile(rows: CheckedRow[], errors: FieldErrors) {
  for (const column of UNIQUE) {
    const first = new Map<string, number>();
    for (const { row, unique } of rows) {
      const value = unique[column]?.toLowerCase();
      if (value === undefined) continue;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, row);
      else addRowError(errors, row, column, { key: 'msg.duplicateInFile', params: { row: earlier } });
    }
  }
}

/** A username or e-mail a member already has, ignoring case. */
async function takenByMembers(ex: Executor, rows: CheckedRow[], errors: FieldErrors) {
  for (const column of UNIQUE) {
    const values = rows.flatMap(({ unique }) => unique[column] ?? []);
    const taken = await takenMemberValues(ex, column, values);
    for (const { row, unique } of rows) {
      if (taken.has(unique[column]?.toLowerCase() ?? '')) addRowError(errors, row, column, 'msg.taken');
    }
  }
}

/** The members a batch creates, in file order; 422 naming every bad cell when any row is wrong. */
export async function checkRows(ex: Executor, rows: NumberedRow[], errors: FieldErrors): Promise<MemberBatchRow[]> {
  const checked = applyRules(rows, errors);
  repeatsInFile(checked, errors);
  await takenByMembers(ex, checked, errors);
  if (Object.keys(errors).length) throw invalid(sortedByRow(errors));
  return checked.map(({ member }) => member!);
}

/** Errors in row order (then column order as found), so the answer reads like the file. */
function sortedByRow(errors: FieldErrors): FieldErrors {
  const rowOf = (key: string) => Number(key.split('.')[1]);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rowOf(a) - rowOf(b)));
}

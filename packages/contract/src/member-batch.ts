/**
 * `POST /users/batch-create`: members created by staff from a spreadsheet (CSV text) or JSON rows, all or none.
 *
 * Rows are numbered as a spreadsheet shows them, whichever way they come: the header is row 1, so the first
 * member is row 2 (for JSON rows too: `rows[0]` is row 2). A refusal names each bad cell as
 * `rows.<row>.<column>` in `errors` (`rows.7.email`); a problem of the header is on row 1, one of the CSV text
 * as a whole on `csv`.
 */
import { z } from 'zod';
import { USERNAME } from './admins.js';
import { calendarDay, idSchema } from './common.js';
import { emailText, multiLineText, optionalText, singleLineText } from './text.js';

/** Most members one batch creates. */
export const MAX_BATCH_MEMBERS = 10_000;
/** Longest CSV text accepted: a full batch of rows at their longest allowed fields. */
export const MAX_BATCH_CSV_CHARS = 5_000_000;
/** The row number of a spreadsheet's first data row (the header is row 1). */
export const FIRST_DATA_ROW = 2;

/** The columns of a batch, in the order a template shows them; the first two are required. */
export const MEMBER_BATCH_COLUMNS = ['username', 'email', 'first_name', 'last_name', 'birthdate', 'phone'] as const;
export type MemberBatchColumn = (typeof MEMBER_BATCH_COLUMNS)[number];
export const REQUIRED_MEMBER_BATCH_COLUMNS: readonly MemberBatchColumn[] = ['username', 'email'];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The rules of a member's own fields, as a member edit applies them: username 3..64 of letters, digits, dot,
 * dash and underscore; e-mail; names up to 64; a birthdate before today; a phone of digits, spaces, dashes,
 * brackets and a leading +. Empty means none for the optional fields.
 */
export const memberFieldRules = {
  username: singleLineText(64).min(3, 'msg.tooShort').regex(USERNAME, 'msg.username'),
  email: emailText(),
  first_name: optionalText(64),
  last_name: optionalText(64),
  birthdate: calendarDay.refine((day) => day < today(), 'msg.pastDate').nullish(),
  phone: singleLineText(32)
    .regex(/^\+?[0-9 ()-]*$/, 'msg.invalidPhone')
    .nullish(),
};

/** One member of a batch, checked: what the server inserts. */
export const memberBatchRow = z.strictObject(memberFieldRules);
export type MemberBatchRow = z.infer<typeof memberBatchRow>;

/** A cell as a JSON client sends it: text (or null); each row's rules are applied with its row number. */
const rawCell = singleLineText(1000).nullish();
const rawRow = z.strictObject(
  Object.fromEntries(MEMBER_BATCH_COLUMNS.map((c) => [c, rawCell])) as Record<MemberBatchColumn, typeof rawCell>,
);

/** Either `csv` (a spreadsheet's text, header first) or `rows`, not both. */
export const memberBatchCreate = z
  .strictObject({
    csv: multiLineText(MAX_BATCH_CSV_CHARS).min(1, 'msg.required').optional(),
    rows: z.array(rawRow).min(1, 'msg.required').max(MAX_BATCH_MEMBERS, 'msg.batchTooMany').optional(),
  })
  .refine((body) => (body.csv === undefined) !== (body.rows === undefined), {
    message: 'msg.csvOrRows',
    path: ['csv'],
  });
export type MemberBatchCreate = z.infer<typeof memberBatchCreate>;

export const memberBatchCreated = z.object({ created: z.number().int(), ids: z.array(idSchema) });
export type MemberBatchCreated = z.infer<typeof memberBatchCreated>;

/** `rows.7.email` -> row 7, column `email`; null for a key of another shape (`csv`). */
export function batchErrorCell(key: string): { row: number; column: string } | null {
  const match = /^rows\.(\d+)\.(.+)$/.exec(key);
  return match ? { row: Number(match[1]), column: match[2]! } : null;
}

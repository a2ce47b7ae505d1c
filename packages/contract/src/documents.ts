/**
 * Documents staff download: PDFs (an order's receipt, a site's monthly revenue statement) and zip files (a
 * ticket's attachments, a member's privacy export). They are files, not JSON: only their queries are here.
 *
 * - A PDF is written in `lang` when given, else in the request's `Accept-Language` (zh-CN by default, as every
 *   answer of the server); the web app sends its interface language. Chinese text is set in Noto Sans SC,
 *   embedded in the file (only the glyphs used).
 * - Times on a receipt and the statement's month are in the reporting time zone (`REPORT_TIMEZONE`), the
 *   zone every analytics day is counted in, so the statement's figures are those the revenue pages show.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { LANGUAGES } from './messages.js';
import { singleLineText } from './text.js';

const lang = z.enum(LANGUAGES).optional();

/** `GET /orders/{id}/receipt.pdf`: the member's receipt for an order. */
export const receiptQuery = z.strictObject({ lang });
export type ReceiptQuery = z.infer<typeof receiptQuery>;

/** A calendar month, `YYYY-MM`. */
export const calendarMonth = singleLineText(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'msg.invalidValue');

/**
 * `GET /analytics/revenue/statement.pdf`: one site's revenue statement for one month of reporting days — its
 * totals per currency and its day-by-day table, the figures of the daily revenue table for the same days and
 * site. The site is required: a statement is a site's (the company-wide table is the revenue page's CSV).
 */
export const statementQuery = z.strictObject({ month: calendarMonth, site_id: idSchema, lang });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The first and last calendar days of a month (`2026-02` -> 2026-02-01 .. 2026-02-28). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

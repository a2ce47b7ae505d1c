/**
 * Wire conventions shared by every resource (DESIGN.md section 2).
 * Field names are snake_case on the wire; the web client converts to camelCase in one place.
 */
import { z } from 'zod';
import { singleLineText } from './text.js';

/** The largest id: ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;
/**
 * Positive integer id (1..MAX_ID), accepted from a path or query string as text. Every id a request carries,
 * in a path, a query string or a body, is one of these: above MAX_ID it is a 404 in a path (the record cannot
 * exist) and a 422 elsewhere, never a database overflow.
 */
export const idSchema = z.coerce.number().int().min(1).max(MAX_ID);
export const idParams = z.strictObject({ id: idSchema });

/** An ISO 8601 UTC instant on the wire. */
export const instant = z.iso.datetime({ offset: true });

/**
 * First and last calendar day a request may name: every business date, and within what PostgreSQL reads as
 * JavaScript writes it, the next midnight included (PostgreSQL has no year 0, and JavaScript writes a year
 * past 9999 as `+010000-...`).
 */
export const MIN_DAY = '1900-01-01';
export const MAX_DAY = '9998-12-31';
/** A calendar day, `YYYY-MM-DD`, from MIN_DAY to MAX_DAY. */
export const calendarDay = z.iso
  .date({ error: 'msg.invalidDate', abort: true })
  .refine((day) => day >= MIN_DAY && day <= MAX_DAY, 'msg.invalidDate');

/** A calendar day not later than today (UTC): a birthday. */
export const pastDay = calendarDay.refine((day) => day <= new Date().toISOString().slice(0, 10), 'msg.futureDate');

/** Largest page a client may ask for. */
export const MAX_PER_PAGE = 200;
/** Last page number a client may ask for, so an offset stays a sane number (here at most 2e8 rows). */
export const MAX_PAGE = 1_000_000;
/**
 * Above this many matching rows the total a page carries may be an estimate ("about 2,700"): counting stops here,
 * so every page of a large filtered list stays quick (on the embedded database an exact count costs about a
 * millisecond per 250 matching rows; measured in `npm run bench`). A page with no page after it always knows its
 * exact total.
 */
export const PAGE_TOTAL_LIMIT = 1_000;
/**
 * A list asked for its total (`count=exact`, as the web app asks once per set of filters, beside the pages) counts
 * up to this many matching rows exactly; above it, the total is an estimate, flagged as one.
 */
export const COUNTED_TOTAL_LIMIT = 50_000;

/**
 * Query of every list: page, per_page, sort (`name` ascending, `-name` descending), q (free text search).
 * A resource extends it with its own filters and narrows `sort` to its sortable columns.
 */
export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  sort: singleLineText(64).optional(),
  q: singleLineText(200).optional(),
  /** `exact`: count the total up to COUNTED_TOTAL_LIMIT (else up to PAGE_TOTAL_LIMIT, with the page). */
  count: z.enum(['exact']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Builds the `sort` parameter for a resource: one of its columns, optionally prefixed with `-`. */
export function sortParam<const T extends readonly [string, ...string[]]>(columns: T) {
  const values = columns.flatMap((c) => [c, `-${c}`]) as [string, ...string[]];
  return z.enum(values).optional();
}

/**
 * A list page's meta. `has_next` says whether a row follows this page (the server reads one row more): the pager
 * follows it, never the total, so every row stays reachable and no page past the end is offered. `total` is
 * exact unless `total_is_estimate`.
 */
export const listMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_is_estimate: z.boolean(),
  has_next: z.boolean(),
});
export type ListMeta = z.infer<typeof listMeta>;

/** `{ data: [...], meta }` of a list answer. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}
export type Page<T> = { data: T[]; meta: ListMeta };

/**
 * Codes of a 401 to a request with a bearer token (or none), so the client can say why it is signed out:
 * - `session_expired`: the session's idle timeout or absolute lifetime passed (`err.sessionExpired`);
 * - `session_revoked`: signed out elsewhere, the password changed, or an admin ended it (`err.sessionRevoked`);
 * - `account_disabled`: the admin was disabled (`err.accountDisabled`);
 * - `unauthenticated`: no token, or a token the server does not know (`err.unauthenticated`).
 */
export const UNAUTHENTICATED_CODES = [
  'session_expired',
  'session_revoked',
  'account_disabled',
  'unauthenticated',
] as const;
export type UnauthenticatedCode = (typeof UNAUTHENTICATED_CODES)[number];

/**
 * Error body of every 4xx and 5xx answer: `message` in the request's language, a stable `code`
 * (`validation_failed`, `not_found`, `forbidden`, `conflict`, `throttled`, ... and on a 401 one of
 * `UNAUTHENTICATED_CODES`), `errors` mapping a field to its messages (422), and `request_id` on a 500.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Answer of an action that has nothing else to say. */
export const okBody = z.object({ ok: z.literal(true) });

/** Boolean flags travel as 1 and 0 in query strings (spec section 9). */
export const flagQuery = z.enum(['1', '0']).transform((v) => v === '1');

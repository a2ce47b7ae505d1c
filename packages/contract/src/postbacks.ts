/**
 * Processor notifications (`POST /api/postbacks/segpay`, `POST /api/postbacks/epoch`): each is stored raw
 * (its parameters, the secret removed), authenticated by the site's processor settings (the secret's SHA-256
 * compared in constant time; the source address, when the settings list any), then processed once by the
 * processor's transaction id. The inbox (`GET /postbacks`) shows what became of each:
 *
 * - `processed`: applied to the ledger, the order, the subscription, the member's coins;
 * - `duplicate`: its transaction was already applied — nothing changed;
 * - `failed`: authentic but not applicable (an unknown member or plan, a transition the subscription's machine
 *   does not allow, a refund larger than its charge) — `error` says why; nothing of it was applied;
 * - `rejected`: not authenticated, or not a notification at all;
 * - `parked`: a refund, chargeback or void whose charge is not in the site's ledger yet — applied by itself when
 *   the charge arrives.
 *
 * A failed, rejected or parked one may be replayed (`POST /postbacks/{id}/replay`, audited) once its cause is fixed:
 * the same processing again, authenticated with the secret it came with (its hash is kept) against the
 * settings as they are now. Replaying is idempotent: what was applied once is a `duplicate`.
 *
 * Parameters arrive as a form (`application/x-www-form-urlencoded`, the processors' way), as JSON, or in the
 * query string; the secret as the `secret` parameter or the `X-Postback-Secret` header.
 */
import { z } from 'zod';
import { POSTBACK_SOURCES, POSTBACK_STATUSES, PROCESSORS } from './choices.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { singleLineText } from './text.js';

export type PostbackStatus = (typeof POSTBACK_STATUSES)[number];

/** Most parameters one notification may carry. */
export const MAX_POSTBACK_PARAMS = 100;
const PARAM_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;

/**
 * A parameter's value: one line. A name sent more than once arrives as a list of its values (the query
 * string's, the form's and the JSON body's readers all keep every value) and is refused: which one counts
 * (`price=10&price=-99`) is never a guess.
 */
const paramValue = singleLineText(2000, {
  error: (issue) => (Array.isArray(issue.input) ? 'msg.postback.repeated' : undefined),
});

/** A notification's parameters: names of letters, digits and `_ . - [ ]`, values of one line, each name once. */
export const postbackParams = z
  .record(z.string().regex(PARAM_NAME, 'msg.invalidValue'), paramValue)
  .refine((params) => Object.keys(params).length <= MAX_POSTBACK_PARAMS, 'msg.tooLong');
export type PostbackParams = z.infer<typeof postbackParams>;

/**
 * Why a notification failed or was rejected: a code, then `:` and the detail (`unknown_member:ann`,
 * `transition:cancelled:rebill`). The web reads the code in the user's language.
 */
export const POSTBACK_ERRORS = [
  'bad_secret',
  'address_not_allowed',
  'not_a_notification',
  'missing_field',
  'bad_amount',
  'bad_currency',
  'unknown_member',
  'unknown_plan',
  /** A first charge of an archived plan: it is sold no more (replayable once the plan is restored). */
  'plan_archived',
  'unknown_subscription',
  'original_not_found',
  'over_reversal',
  'transition',
  'coin_balance_full',
  'internal',
] as const;
export type PostbackError = (typeof POSTBACK_ERRORS)[number];

export const postbackReceipt = z.object({ id: z.number().int(), status: z.enum(POSTBACK_STATUSES) });
export type PostbackReceipt = z.infer<typeof postbackReceipt>;

export const postbackFilters = filters({
  status: enumFilter(POSTBACK_STATUSES),
  processor: enumFilter(PROCESSORS),
  site_id: idFilter(),
  received: dateRange(),
});

const text = () => field.answer(z.string().nullable());

/**
 * A notification as it arrived and what became of it: no body writes one; a failed, rejected or parked one
 * may be replayed. `q` matches a part of the processor's transaction id.
 */
export const postbackManifest = manifest({
  resource: 'postbacks',
  fields: {
    id: field.id(),
    processor: field.enumOf(PROCESSORS).readOnly(),
    site_id: field.answer(z.number().int().nullable()),
    site_name: text(),
    remote_address: text(),
    payload: field.answer(z.record(z.string(), z.string())),
    /** The processor's transaction id it reports. */
    transaction_ref: text().searched(),
    status: field.state(POSTBACK_STATUSES),
    /** `report`: booked from the processor's daily transaction report, its postback never having arrived. */
    source: field.enumOf(POSTBACK_SOURCES).readOnly(),
    error: text(),
    attempts: field.count(),
    received_at: field.instant().sortable(),
    processed_at: field.instant().nullable(),
    /** The ledger entry it wrote. */
    transaction_id: field.answer(z.number().int().nullable()),
  },
  nameField: 'transaction_ref',
  defaultSort: '-received_at',
  filters: postbackFilters,
  transitions: { field: 'status', actions: { replay: { from: ['failed', 'rejected', 'parked'] } } },
  readOnly: true,
});
export const { entity: postback, listQuery: postbackListQuery, page: postbackPage } = postbackManifest;
export type Postback = z.infer<typeof postback>;

/**
 * The processors' daily transaction report, reconciled with the ledger (the backup to postbacks the processors
 * advise: Segpay SRS's transactions by website, Epoch's DataPlus rows). A daily job pulls, per site and
 * processor with API credentials, the report of the last days, and matches each row to the site's ledger by
 * the processor's transaction id. What does not match is a **line** (`GET /reconciliations`, read only, under
 * `list-reconciliations`):
 *
 * - `booked`: the row was missing from the ledger and was booked through the postback path (its stored
 *   notification's `source` is `report`);
 * - `differs`: the ledger has the transaction with another amount, currency or processor type — nothing booked;
 * - `not_booked`: the row could not be booked (`error`: the postback path's reason, or its notification's
 *   status when one of the site already holds it, failed or parked).
 *
 * `POST /reconciliations/run` (under `run-reconciliations`, audited) queues the run of one site and processor.
 * Every run is kept; the latest are read at `GET /reconciliations/runs` (under `list-reconciliations`).
 */
import { z } from 'zod';
import { PROCESSORS } from './choices.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export const RECONCILIATION_KINDS = ['booked', 'differs', 'not_booked'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

const idOrNone = () => field.answer(z.number().int().nullable());
const textOrNone = () => field.answer(z.string().nullable());

export const reconciliationFilters = filters({
  site_id: idFilter(),
  processor: enumFilter(PROCESSORS),
  kind: enumFilter(RECONCILIATION_KINDS),
  day: dateRange(),
});

/** A report row that did not match the ledger; `q` matches its transaction id. */
export const reconciliationManifest = manifest({
  resource: 'reconciliations',
  fields: {
    id: field.id(),
    run_id: field.answer(z.number().int()),
    site_id: idOrNone(),
    site_name: textOrNone(),
    processor: field.enumOf(PROCESSORS).readOnly(),
    /** The day of the row's transaction, in the reporting time zone. */
    day: field.answer(z.string()).sortable(),
    transaction_ref: field.answer(z.string()).searched(),
    kind: field.enumOf(RECONCILIATION_KINDS).readOnly(),
    /** The report's amount (a decimal string in `currency`), its currency and processor type. */
    amount: textOrNone(),
    currency: textOrNone(),
    processor_type: textOrNone(),
    /** What the ledger has of it (`differs`): amount, currency and processor type. */
    ledger_amount: textOrNone(),
    ledger_currency: textOrNone(),
    ledger_type: textOrNone(),
    /** Why it was not booked: a code of POSTBACK_ERRORS and its detail, or the notification's status. */
    error: textOrNone(),
    /** The notification it booked (or that holds it), the ledger entry and the order. */
    postback_id: idOrNone(),
    transaction_id: idOrNone(),
    order_id: idOrNone(),
    created_at: field.instant().sortable(),
  },
  nameField: 'transaction_ref',
  defaultSort: '-created_at',
  filters: reconciliationFilters,
  readOnly: true,
});
export const {
  entity: reconciliationLine,
  listQuery: reconciliationListQuery,
  page: reconciliationPage,
} = reconciliationManifest;
export type ReconciliationLine = z.infer<typeof reconciliationLine>;

/** One run of one site and processor: what it read, booked and found, or why the pull failed. */
export const reconciliationRun = z.object({
  id: z.number().int(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  processor: z.enum(PROCESSORS),
  first_day: z.string(),
  last_day: z.string(),
  /** `schedule` (the daily job) or `staff` (Run now). */
  trigger: z.enum(['schedule', 'staff']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  rows_read: z.number().int(),
  booked: z.number().int(),
  mismatches: z.number().int(),
  /** Why the pull failed: `timeout`, `unreachable`, or the processor's answer ("Invalid Merchant"). */
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

/** Run now: the site and processor whose report is pulled. */
export const reconciliationRunBody = z.strictObject({
  site_id: z.number().int().positive().max(2_147_483_647),
  processor: z.enum(PROCESSORS),
});
export type ReconciliationRunBody = z.infer<typeof reconciliationRunBody>;
export const reconciliationQueued = z.object({ queued: z.literal(true) });

/**
 * Payout reports (`/segpay-payout-reports`): a processor's statement for one period of calendar days (UTC,
 * both included), for one site or all, in one currency: `gross` (sales less refunds, chargebacks and voids),
 * `fees`, `reserve_held`, `reserve_released`, `net` (paid out) and `paid_at`. Typed by hand (`source: manual`;
 * `net` left out is worked out as gross - fees - reserve held + reserve released) or imported from the
 * processor's CSV (`POST /segpay-payout-reports/import`, `source: csv`), whose transaction lines are kept.
 *
 * The statement CSV: a header row, then one row a transaction; header names in any case and order, a comma,
 * semicolon or tab between cells:
 *
 * | column           | required | value                                                               |
 * | ---------------- | -------- | ------------------------------------------------------------------- |
 * | `transaction_id` | yes      | the processor's transaction id (Segpay `tranid`, Epoch's id)       |
 * | `type`           | yes      | `sale`, `refund` (Segpay: `credit`), `chargeback` (`charge`), `void` |
 * | `amount`         | yes      | the amount, positive, in the statement's currency (`19.99`)         |
 * | `fee`            | no       | the processor's fee on it (empty: none)                             |
 * | `date`           | no       | when it happened: `2025-03-14` or an ISO 8601 instant               |
 *
 * Gross and fees of an imported statement are the lines' (sales less the rest; the fees' sum), net is worked
 * out as above. Every bad cell is reported at once as `rows.<row>.<column>` (the header is row 1), and nothing
 * is stored unless every row is right. A transaction may appear once per type.
 *
 * `GET /segpay-payout-reports/{id}/reconciliation` compares the statement with the ledger of the same
 * processor (and site), period and currency: totals side by side with their differences (statement less
 * ledger) — gross, fees, net (gross - fees) and the reserve held, each a line of its own; the reserve released
 * and the payout are the statement's — and, for an imported statement, the transactions on one side only and
 * those whose amount or type differ. The reserve is never a fee and never out of net.
 */
import { z } from 'zod';
import { PAYOUT_SOURCES, PROCESSORS } from './choices.js';
import { calendarDay, instant } from './common.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { moneyAmount, moneyText, signedMoneyText } from './money.js';
import { multiLineText, requiredText } from './text.js';

/** The words a statement line's `type` may be, and the kind each means. */
export const PAYOUT_LINE_TYPES = {
  sale: 'sale',
  refund: 'refund',
  credit: 'refund',
  chargeback: 'chargeback',
  charge: 'chargeback',
  void: 'void',
} as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_TYPES)[keyof typeof PAYOUT_LINE_TYPES];

export const PAYOUT_CSV_COLUMNS = ['transaction_id', 'type', 'amount', 'fee', 'date'] as const;
export type PayoutCsvColumn = (typeof PAYOUT_CSV_COLUMNS)[number];
export const REQUIRED_PAYOUT_CSV_COLUMNS: readonly PayoutCsvColumn[] = ['transaction_id', 'type', 'amount'];
/** Most lines one statement holds. */
export const MAX_PAYOUT_LINES = 50_000;

export const payoutReportFilters = filters({
  processor: enumFilter(PROCESSORS),
  site_id: idFilter(),
  source: enumFilter(PAYOUT_SOURCES),
  period: dateRange(),
});

const day = () => field.of('day', z.string(), calendarDay);
const signedMoney = () => field.of('money', moneyAmount, signedMoneyText());

/** A statement: typed by hand (this manifest's body) or imported from its CSV (`payoutReportImport`). */
export const payoutReportManifest = manifest({
  resource: 'segpay-payout-reports',
  fields: {
    id: field.id(),
    processor: field.enumOf(PROCESSORS).default('segpay'),
    /** None: the statement of every site. */
    site_id: field.reference('sites').nullable(),
    site_name: field.answer(z.string().nullable()).searched(),
    period_start: day().sortable(),
    period_end: day(),
    currency: field.currency(),
    gross: signedMoney(),
    fees: field.money(),
    reserve_held: field.money().default('0'),
    reserve_released: field.money().default('0'),
    /** Left out: gross - fees - reserve held + reserve released. */
    net: field.of('money', moneyAmount, signedMoneyText().nullish()),
    paid_at: field.of('instant', instant.nullable(), instant.nullish()).sortable(),
    source: field.enumOf(PAYOUT_SOURCES).readOnly(),
    note: field.optionalMultiline(2000).searched(),
    /** Transaction lines kept from the imported file (0 for a statement typed by hand). */
    line_count: field.count(),
    ...field.timestamps(),
  },
  nameField: 'period_start',
  defaultSort: '-period_start',
  filters: payoutReportFilters,
});
export const {
  entity: payoutReport,
  create: payoutReportCreate,
  update: payoutReportUpdate,
  listQuery: payoutReportListQuery,
  page: payoutReportPage,
} = payoutReportManifest;
export type PayoutReport = z.infer<typeof payoutReport>;

/** What a statement says of itself beside its lines: all but the totals, which its lines give. */
const { gross: _gross, fees: _fees, net: _net, ...statementFields } = payoutReportCreate.shape;
/** A statement from the processor's CSV text (the layout above). */
export const payoutReportImport = z.strictObject({
  ...statementFields,
  csv: multiLineText(5_000_000).min(1, 'msg.required'),
});
export type PayoutReportImport = z.infer<typeof payoutReportImport>;

/** One line of a statement's CSV, as its cells are checked. */
export const payoutLineRow = z.strictObject({
  transaction_id: requiredText(128),
  type: requiredText(16)
    .toLowerCase()
    .refine((word) => Object.hasOwn(PAYOUT_LINE_TYPES, word), 'msg.payout.kind'),
  amount: moneyText(),
  fee: moneyText().nullish(),
  date: z.union([calendarDay, instant], { error: 'msg.invalidDate' }).nullish(),
});

/**
 * The figures both sides have: gross, fees, net (gross - fees: revenue, the reserve never in it) and the reserve
 * held back in the period (the ledger's: the reserve held on the period's charges, `orders.reserve_fee`).
 */
const figures = { gross: moneyAmount, fees: moneyAmount, net: moneyAmount, reserve_held: moneyAmount };
export const RECONCILED_FIGURES = ['gross', 'fees', 'net', 'reserve_held'] as const;
const statementLine = z.object({
  processor_ref: z.string(),
  kind: z.string(),
  amount: moneyAmount,
  occurred_at: instant.nullable(),
});
const ledgerLine = z.object({
  transaction_id: z.number().int(),
  processor_ref: z.string(),
  type: z.string(),
  amount: moneyAmount,
  currency: z.string(),
  occurred_at: instant,
});
/** Most transactions each list of a reconciliation names; its `_count` says how many there are. */
export const RECONCILIATION_LIST_MAX = 200;

export const payoutReconciliation = z.object({
  report_id: z.number().int(),
  currency: z.string(),
  /** The statement's figures, the reserve it released and what it paid out (net - held + released). */
  statement: z.object({
    ...figures,
    reserve_released: moneyAmount,
    paid_out: moneyAmount,
    lines: z.number().int(),
  }),
  ledger: z.object({ ...figures, transactions: z.number().int() }),
  /** Statement less ledger. */
  differences: z.object(figures),
  /** The statement's net less what its own figures add up to (gross - fees - held + released): zero when it adds up. */
  net_unexplained: moneyAmount,
  /** Whether lines were compared (an imported statement); a statement typed by hand compares totals only. */
  lines_compared: z.boolean(),
  matched: z.number().int(),
  mismatched_count: z.number().int(),
  mismatched: z.array(
    statementLine.extend({ ledger_type: z.string(), ledger_amount: moneyAmount, ledger_currency: z.string() }),
  ),
  statement_only_count: z.number().int(),
  statement_only: z.array(statementLine),
  ledger_only_count: z.number().int(),
  ledger_only: z.array(ledgerLine),
  /** Transactions of the period in other currencies: never added to these totals. */
  other_currencies: z.array(z.object({ currency: z.string(), transactions: z.number().int() })),
});
export type PayoutReconciliation = z.infer<typeof payoutReconciliation>;

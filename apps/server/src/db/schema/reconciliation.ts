/**
 * The processors' daily transaction reports reconciled with the ledger (`modules/reconciliation`): one run per
 * pull of one site's report at one processor, and one line per report row that did not match the ledger. A
 * line is unique per site, processor and transaction id, so a run of the same days again adds none.
 */
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROCESSORS, RECONCILIATION_KINDS } from '@backlot/contract';
import { id, instant, oneOf } from './columns.js';
import { orders, postbacks, transactions } from './commerce.js';
import { sites } from './sites.js';

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: id(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    processor: text().notNull(),
    /** The report's days (reporting time zone), both included. */
    firstDay: date({ mode: 'string' }).notNull(),
    lastDay: date({ mode: 'string' }).notNull(),
    /** `schedule` (the daily job) or `staff` (Run now). */
    trigger: text().notNull(),
    startedAt: instant().notNull().defaultNow(),
    finishedAt: instant(),
    rowsRead: integer().notNull().default(0),
    booked: integer().notNull().default(0),
    mismatches: integer().notNull().default(0),
    /** Why the pull failed (`timeout`, `unreachable`, the processor's answer); null when it was read. */
    error: text(),
  },
  (t) => [
    index('reconciliation_runs_account_idx').on(t.siteId, t.processor, t.startedAt),
    check('reconciliation_runs_processor_check', oneOf(t.processor, PROCESSORS)),
    check('reconciliation_runs_trigger_check', oneOf(t.trigger, ['schedule', 'staff'])),
  ],
);

export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    id: id(),
    /** The run that found it first. */
    runId: integer()
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    processor: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    transactionRef: text().notNull(),
    kind: text().notNull(),
    /** The report's amount as a decimal string of `currency`, and its processor type. */
    amount: text(),
    currency: text(),
    processorType: text(),
    ledgerAmount: text(),
    ledgerCurrency: text(),
    ledgerType: text(),
    error: text(),
    postbackId: bigint({ mode: 'number' }).references(() => postbacks.id, { onDelete: 'set null' }),
    transactionId: bigint({ mode: 'number' }).references(() => transactions.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconciliation_lines_ref_key').on(t.processor, t.transactionRef, t.siteId),
    index('reconciliation_lines_created_idx').on(t.createdAt, t.id),
    index('reconciliation_lines_day_idx').on(t.day, t.id),
    check('reconciliation_lines_processor_check', oneOf(t.processor, PROCESSORS)),
    check('reconciliation_lines_kind_check', oneOf(t.kind, RECONCILIATION_KINDS)),
  ],
);

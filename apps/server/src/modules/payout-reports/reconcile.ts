/**
 * A statement against the ledger of the same processor, site (when it names one), period (its calendar days,
 * UTC) and currency. Totals: gross (charges less refunds, chargebacks and voids), fees (the orders'
 * transaction and settlement fees; none on a voided charge), net = gross - fees, and apart the reserve held
 * (the orders' `reserve_fee` of charges not voided) — the reserve is held back from the payout, never a fee.
 * The statement's reserve released and payout have no ledger side. Lines, for an imported statement: each
 * is looked up by the processor's transaction id in the whole ledger of the processor (and site: ids are per
 * site); it matches when type, amount and currency agree, and is "mismatched" otherwise; a ledger transaction
 * of the period the statement does not list is "ledger only".
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  fromMinorUnits,
  type PayoutReconciliation,
  RECONCILED_FIGURES,
  RECONCILIATION_LIST_MAX,
} from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { payoutReportLines as lines, payoutReports } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { type LedgerPeriod, ledgerEntries, ledgerPeriodTotals } from '../ledger/read.js';
import { workedOutNet } from './values.js';

/** A line's word as the ledger's kind. */
const lineKind = sql`case ${lines.kind} when 'credit' then 'refund' when 'charge' then 'chargeback' else ${lines.kind} end`;

type Report = typeof payoutReports.$inferSelect;
type Counted = Record<string, string | number | null>;
type Sides = Record<(typeof RECONCILED_FIGURES)[number], number>;

const num = (value: unknown) => Number(value ?? 0);
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The statement's processor, site (when it names one) and calendar days (UTC). */
function periodOf(report: Report): LedgerPeriod {
  const to = new Date(Date.parse(`${report.periodEnd}T00:00:00Z`) + 86_400_000).toISOString();
  return { processor: report.processor, siteId: report.siteId, from: `${report.periodStart}T00:00:00Z`, to };
}

async function compareLines(ex: Executor, report: Report) {
  const whole = ledgerEntries({ processor: report.processor, siteId: report.siteId });
  const joined = sql`from ${lines} left join ${whole} t on t.processor_ref = ${lines.processorRef} where ${lines.reportId} = ${report.id}`;
  const agrees = sql`(t.kind = ${lineKind} and t.amount = ${lines.amount} and t.currency = ${report.currency})`;
  const [counts] = await queryRows<Counted>(
    ex,
    sql`select count(*) filter (where t.id is not null and ${agrees})::int as matched,
      count(*) filter (where t.id is not null and not ${agrees})::int as mismatched,
      count(*) filter (where t.id is null)::int as statement_only ${joined}`,
  );
  const listed = (condition: SQL) =>
    queryRows<Counted>(
      ex,
      sql`select ${lines.processorRef} as processor_ref, ${lines.kind} as kind, ${lines.amount} as amount,
        ${lines.occurredAt} as occurred_at, t.type as ledger_type, t.amount as ledger_amount,
        t.currency as ledger_currency ${joined} and ${condition}
        order by ${lines.id} limit ${RECONCILIATION_LIST_MAX}`,
    );
  const notListed = sql`not exists (select 1 from ${lines} where ${lines.reportId} = ${report.id}
    and ${lines.processorRef} = t.processor_ref)`;
  const unlisted = sql`from ${ledgerEntries(periodOf(report))} t where t.currency = ${report.currency} and ${notListed}`;
  const [ledgerOnly] = await queryRows<Counted>(ex, sql`select count(*)::int as count ${unlisted}`);
  const ledgerRows = await queryRows<Counted>(
    ex,
    sql`select t.id::int as transaction_id, t.processor_ref, t.type, t.amount, t.currency, t.occurred_at ${unlisted}
      order by t.occurred_at, t.id limit ${RECONCILIATION_LIST_MAX}`,
  );
  return {
    counts: counts!,
    mismatched: await listed(sql`t.id is not null and not ${agrees}`),
    statementOnly: await listed(sql`t.id is null`),
    ledgerOnly: { count: num(ledgerOnly!.count), rows: ledgerRows },
  };
}

export async function reconcile(ex: Executor, id: number): Promise<PayoutReconciliation> {
  const [report] = await ex.select().from(payoutReports).where(eq(payoutReports.id, id)).limit(1);
  if (!report) throw notFound();
  const money = (minor: unknown, currency = report.currency) => fromMinorUnits(num(minor), currency);
  const { totals, others } = await ledgerPeriodTotals(ex, periodOf(report), report.currency);
  const [lineCount] = await queryRows<Counted>(
    ex,
    sql`select count(*)::int as count from ${lines} where ${lines.reportId} = ${id}`,
  );
  const compared = num(lineCount!.count) > 0;
  const found = compared ? await compareLines(ex, report) : undefined;
  const statementSide: Sides = {
    gross: report.gross,
    fees: report.fees,
    net: report.gross - report.fees,
    reserve_held: report.reserveHeld,
  };
  const ledgerGross = num(totals.gross);
  const ledgerSide: Sides = {
    gross: ledgerGross,
    fees: num(totals.fees),
    net: ledgerGross - num(totals.fees),
    reserve_held: num(totals.reserve_held),
  };
  const moneyOf = (side: Sides) =>
    Object.fromEntries(RECONCILED_FIGURES.map((f) => [f, money(side[f])])) as Record<keyof Sides, string>;
  const statementLine = (row: Counted) => ({
    processor_ref: String(row.processor_ref),
    kind: String(row.kind),
    amount: money(row.amount),
    occurred_at: iso(row.occurred_at),
  });
  return {
    report_id: id,
    currency: report.currency,
    statement: {
      ...moneyOf(statementSide),
      reserve_released: money(report.reserveReleased),
      paid_out: money(report.net),
      lines: num(lineCount!.count),
    },
    ledger: { ...moneyOf(ledgerSide), transactions: num(totals.transactions) },
    differences: moneyOf(
      Object.fromEntries(RECONCILED_FIGURES.map((f) => [f, statementSide[f] - ledgerSide[f]])) as Sides,
    ),
    net_unexplained: money(report.net - workedOutNet(report)),
    lines_compared: compared,
    matched: num(found?.counts.matched),
    mismatched_count: num(found?.counts.mismatched),
    mismatched: (found?.mismatched ?? []).map((row) => ({
      ...statementLine(row),
      ledger_type: String(row.ledger_type),
      ledger_amount: money(row.ledger_amount, String(row.ledger_currency)),
      ledger_currency: String(row.ledger_currency),
    })),
    statement_only_count: num(found?.counts.statement_only),
    statement_only: (found?.statementOnly ?? []).map(statementLine),
    ledger_only_count: found?.ledgerOnly.count ?? 0,
    ledger_only: (found?.ledgerOnly.rows ?? []).map((row) => ({
      transaction_id: num(row.transaction_id),
      processor_ref: String(row.processor_ref),
      type: String(row.type),
      amount: money(row.amount, String(row.currency)),
      currency: String(row.currency),
      occurred_at: iso(row.occurred_at)!,
    })),
    other_currencies: others,
  };
}

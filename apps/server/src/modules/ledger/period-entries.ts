/**
 * What a processor's statement is reconciled against (`payout-reports`): the ledger's entries of a processor
 * (and a site, when the statement names one: transaction ids are per site), and their totals over a period.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { orders, transactions as t } from '../../db/schema/index.js';

export type LedgerScope = { processor: string; siteId: number | null };
/** A scope's calendar days: `from` inclusive, `to` exclusive, both instants. */
export type LedgerPeriod = LedgerScope & { from: string; to: string };

const TAKEN_BACK = sql.raw(`('refund', 'chargeback', 'void')`);

const inScope = ({ processor, siteId }: LedgerScope): SQL =>
  sql`${t.processor} = ${processor} and ${siteId === null ? sql`true` : sql`${t.siteId} = ${siteId}`}`;

const inPeriod = (period: LedgerPeriod): SQL =>
  sql`${inScope(period)} and ${t.occurredAt} >= ${period.from}::timestamptz
    and ${t.occurredAt} < ${period.to}::timestamptz and ${t.type} <> 'decline'`;

const ENTRY = sql`${t.id} as id, ${t.processorRef} as processor_ref, ${t.type} as type, ${t.amount} as amount,
  ${t.currency} as currency, ${t.occurredAt} as occurred_at`;

/**
 * The scope's entries (or the period's, declines left out), a subquery to alias: `id`, `processor_ref`, `type`
 * (the ledger's, and `kind` in a statement's words: sale, refund, chargeback, void), `amount` (minor units),
 * `currency`, `occurred_at`.
 */
export const ledgerEntries = (scope: LedgerScope | LedgerPeriod): SQL =>
  sql`(select ${ENTRY}, case when ${t.type} in ${TAKEN_BACK} then ${t.type} else 'sale' end as kind
    from ${t} where ${'from' in scope ? inPeriod(scope) : inScope(scope)})`;

/** The charge was not voided: a voided charge has no fees and no reserve held. */
const notVoided = sql`not exists (select 1 from ${t} v where v.original_id = ${t.id} and v.type = 'void')`;

/**
 * The period's figures in `currency` (minor units, as text): gross (charges less refunds, chargebacks and voids),
 * the orders' transaction and settlement fees and reserve held (none on a voided charge), the entries counted;
 * and how many entries each other currency has.
 */
export async function ledgerPeriodTotals(ex: Executor, period: LedgerPeriod, currency: string) {
  const where = inPeriod(period);
  const [totals] = await queryRows<{ gross: string; transactions: number; fees: string; reserve_held: string }>(
    ex,
    sql`select coalesce(sum(case when ${t.type} in ${TAKEN_BACK} then -${t.amount} else ${t.amount} end), 0)::text as gross,
      count(*)::int as transactions,
      coalesce(sum(${orders.transactionFee} + ${orders.settlementFee}) filter (where ${notVoided}), 0)::text as fees,
      coalesce(sum(${orders.reserveFee}) filter (where ${notVoided}), 0)::text as reserve_held
      from ${t} left join ${orders} on ${orders.transactionId} = ${t.id}
      where ${where} and ${t.currency} = ${currency}`,
  );
  const others = await queryRows<{ currency: string; transactions: number }>(
    ex,
    sql`select ${t.currency} as currency, count(*)::int as transactions from ${t}
      where ${where} and ${t.currency} <> ${currency} group by ${t.currency} order by ${t.currency}`,
  );
  return { totals: totals!, others };
}

/**
 * The processor simulator's transaction reports: what a processor would list in its daily report (Segpay SRS's
 * transactions by website, Epoch's DataPlus rows) for a merchant account — every money transaction the
 * simulator posted (its confirmations of refunds, what a test or the demo posted through it), and those handed
 * to it as lost: recorded, their postback never sent (the demo's are kept in `DATA_DIR/demo-keys.json`,
 * `lost_transactions`, so a restart finds them). A row's day is its transaction time's UTC date.
 */
import type { Processor } from '@backlot/contract';
import { REPORT_CLIENTS } from '../modules/reconciliation/report-client.js';

/** A transaction as its postback carries it, for one merchant account (its API user id). */
export type ReportedTransaction = { processor: Processor; userId: string; params: Record<string, string> };

/** The report's task (`/simulator/<processor>/<task>`) of each processor. */
export const REPORT_TASKS: Record<Processor, string> = {
  segpay: 'ADM.asmx/TransactionsByWebsite',
  epoch: 'dataplus',
};

/** Whether a postback's parameters are a money transaction, which a transaction report lists. */
export function isTransaction(processor: Processor, params: Record<string, string>) {
  if (processor === 'epoch') return params.ets_transaction_type !== 'K';
  const action = params.action?.toLowerCase();
  return action === 'auth' || action === 'void' || params.trantype?.toLowerCase() === 'credit';
}

const dayOf = (processor: Processor, params: Record<string, string>) => {
  const at = Date.parse((processor === 'segpay' ? params.transtime : params.ets_transaction_date) ?? '');
  return Number.isNaN(at) ? null : new Date(at).toISOString().slice(0, 10);
};

/**
 * The report's answer to a call of `account` (already checked) listing `transactions`, or null when the call
 * names no days.
 */
export function reportOf(
  processor: Processor,
  userId: string,
  query: Record<string, string>,
  transactions: ReportedTransaction[],
): string | null {
  const client = REPORT_CLIENTS[processor];
  const days = client.daysOf(query);
  if (!days) return null;
  const rows = transactions
    .filter((t) => t.processor === processor && t.userId === userId)
    .map((t) => t.params)
    .filter((params) => {
      const day = dayOf(processor, params);
      return day !== null && day >= days.first && day <= days.last;
    });
  return client.write(rows);
}

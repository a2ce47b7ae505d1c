/**
 * The ledger: applies processors' notifications (the postbacks module calls it), keeps the coin ledger (the
 * payments module and the coin-spend intake call it), and derives a member's plan for the members' answers.
 * It owns the ledger's tables (transactions, orders, subscriptions, coin entries); the orders, subscriptions
 * and payments modules read them and write only what staff may. This is what other modules call.
 */
import { ledgerApply } from './apply.js';
import { addCoins, balanceOf, spendCoins } from './coins.js';
import { memberPlanColumns } from './member-plan.js';

/**
 * The ledger's service; `countedIn`: the reporting time zone in which the statement writing each entry counts it
 * in the analytics rollups (their upkeep), or null.
 */
export const ledgerService = (countedIn: string | null) => ({
  ...ledgerApply(countedIn),
  addCoins,
  spendCoins,
  balanceOf,
  memberPlanColumns,
});
export type LedgerService = ReturnType<typeof ledgerService>;

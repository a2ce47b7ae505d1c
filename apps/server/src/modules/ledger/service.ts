/** The ledger's service: what other modules call (the postbacks, payments and members modules). */
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

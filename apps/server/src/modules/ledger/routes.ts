/**
 * The ledger: applies processors' notifications (the postbacks module calls it), keeps the coin ledger (the
 * payments module and the coin-spend intake call it), expires lapsed subscriptions hourly, and derives a
 * member's plan for the members' answers. It owns the ledger's tables (transactions, orders, subscriptions,
 * coin entries); the orders, subscriptions and payments modules read them and write only what staff may.
 */
import { type Module, serviceOf } from '../module.js';
import { type EntryWritten, ledgerApply } from './apply.js';
import { addCoins, balanceOf, spendCoins } from './coins.js';
import { expireLapsed } from './expiry.js';
import { memberPlanColumns } from './member-plan.js';

/** The ledger's service; `entryWritten` runs in the transaction of every entry written (the rollups' upkeep). */
export const ledgerService = (entryWritten: EntryWritten) => ({
  ...ledgerApply(entryWritten),
  addCoins,
  spendCoins,
  balanceOf,
  memberPlanColumns,
});
export type LedgerService = ReturnType<typeof ledgerService>;

export const ledgerModule: Module = (_app, deps) => {
  deps.services.ledger = ledgerService(serviceOf(deps, 'rollups').ledgerEntry);
  deps.housekeeping.push({ name: 'expire lapsed subscriptions', run: () => expireLapsed(deps.db) });
};

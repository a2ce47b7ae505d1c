/**
 * The ledger: applies processors' notifications (the postbacks module calls it), keeps the coin ledger (the
 * payments module and the coin-spend intake call it), and saves staff's corrections of an order (the orders
 * module). It owns the ledger's tables (transactions, orders, subscriptions, coin entries) and writes them;
 * staff read them through its resources (`orders/`, `payments/`, `subscriptions/`), other modules through
 * `read.ts` (a member's plan, a charge's entries, a statement's period).
 */
import type { OrderUpdate } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import type { Rollups } from '../analytics/service.js';
import { ledgerApply } from './apply.js';
import { addCoins, balanceOf, spendCoins } from './coins.js';
import { updateOrder } from './order-fees.js';

/** What callers of the service handle: the notifications it applies, and its refusals. */
export { CoinBalanceFull } from './coins.js';
export { AwaitingOriginal, type ChargeStage, LedgerFailure, type Notification } from './notification.js';
export type { SiteRef } from './scope.js';
export { AlreadyApplied } from './source.js';

/** The ledger's service; what it writes is counted in the analytics rollups through their upkeep, `rollups`. */
export const ledgerService = (rollups: Rollups) => ({
  ...ledgerApply(rollups.ledgerZone),
  addCoins,
  spendCoins,
  balanceOf,
  /** Staff's correction of an order's fees and notes (`order-fees.ts`). */
  correctOrder: (tx: Executor, id: number, body: OrderUpdate, ctx: AuditContext, version?: string) =>
    updateOrder(tx, id, body, ctx, rollups.feesChanged, version),
});
export type LedgerService = ReturnType<typeof ledgerService>;

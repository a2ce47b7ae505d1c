/**
 * The coin ledger: every change of a member's coins is an entry with the balance after it, written in the same
 * transaction as the member's balance, which mirrors it (the members module's `users/coin-balance.ts`). The
 * balance never goes below zero: a spend of more than the balance is refused; a clawback takes what is left and
 * records the rest as uncollected.
 */
import { MAX_COIN_BALANCE } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { coinEntries } from '../../db/schema/index.js';
import { coinBalanceOf, lowerCoinBalance, raiseCoinBalance, setCoinBalance } from '../users/service.js';
import { LedgerFailure } from './notification.js';

/** Coins that would take a balance beyond MAX_COIN_BALANCE: nothing was added. */
export class CoinBalanceFull extends LedgerFailure {
  constructor(memberId: number) {
    super('coin_balance_full', String(memberId));
  }
}

type Source = { gateway: string; reason?: string | null; transactionId?: number; adminId?: number | null };

/**
 * Adds coins (a staff credit, a purchased pack); the new entry, or null when there is no such member. Throws
 * CoinBalanceFull when the balance would go beyond MAX_COIN_BALANCE.
 */
export async function addCoins(
  tx: Executor,
  memberId: number,
  kind: 'credit' | 'purchase',
  coins: number,
  source: Source,
) {
  const balanceAfter = await raiseCoinBalance(tx, memberId, coins, MAX_COIN_BALANCE);
  if (balanceAfter === undefined) {
    if ((await coinBalanceOf(tx, memberId)) !== undefined) throw new CoinBalanceFull(memberId);
    return null;
  }
  const [entry] = await tx
    .insert(coinEntries)
    .values({ memberId, kind, coins, balanceAfter, ...source })
    .returning({ id: coinEntries.id });
  return entry!;
}

/** Takes `coins` for a pay-per-view spend; the balance after it, or null when the balance is short. */
export async function spendCoins(tx: Executor, memberId: number, coins: number, tokenRecordId: number) {
  const balanceAfter = await lowerCoinBalance(tx, memberId, coins);
  if (balanceAfter === undefined) return null;
  await tx
    .insert(coinEntries)
    .values({ memberId, kind: 'spend', coins: -coins, balanceAfter, gateway: 'site', tokenRecordId });
  return balanceAfter;
}

/** Takes back the coins of a reversed pack, as many as are left; the rest is recorded as uncollected. */
export async function clawBack(tx: Executor, memberId: number, coins: number, source: Source) {
  const balance = await coinBalanceOf(tx, memberId, true);
  if (balance === undefined) return;
  const taken = Math.min(balance, coins);
  const balanceAfter = balance - taken;
  await setCoinBalance(tx, memberId, balanceAfter);
  await tx
    .insert(coinEntries)
    .values({ memberId, kind: 'clawback', coins: -taken, uncollected: coins - taken, balanceAfter, ...source });
}

/** The member's current balance (a duplicate spend answers it). */
export async function balanceOf(tx: Executor, memberId: number) {
  return (await coinBalanceOf(tx, memberId)) ?? 0;
}

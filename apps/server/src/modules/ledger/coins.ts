/**
 * The coin ledger: every change of a member's coins is an entry with the balance after it, written in the same
 * transaction as `members.coin_balance`, which mirrors it. The balance never goes below zero: a spend of more
 * than the balance is refused; a clawback takes what is left and records the rest as uncollected.
 */
import { eq, sql } from 'drizzle-orm';
import { MAX_COIN_BALANCE } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { coinEntries, members } from '../../db/schema/index.js';
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
  const [member] = await tx
    .update(members)
    .set({ coinBalance: sql`${members.coinBalance} + ${coins}` })
    .where(sql`${members.id} = ${memberId} and ${members.coinBalance} <= ${MAX_COIN_BALANCE - coins}`)
    .returning({ balance: members.coinBalance });
  if (!member) {
    const [exists] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (exists) throw new CoinBalanceFull(memberId);
    return null;
  }
  const [entry] = await tx
    .insert(coinEntries)
    .values({ memberId, kind, coins, balanceAfter: member.balance, ...source })
    .returning({ id: coinEntries.id });
  return entry!;
}

/** Takes `coins` for a pay-per-view spend; the balance after it, or null when the balance is short. */
export async function spendCoins(tx: Executor, memberId: number, coins: number, tokenRecordId: number) {
  const [member] = await tx
    .update(members)
    .set({ coinBalance: sql`${members.coinBalance} - ${coins}` })
    .where(sql`${members.id} = ${memberId} and ${members.coinBalance} >= ${coins}`)
    .returning({ balance: members.coinBalance });
  if (!member) return null;
  await tx
    .insert(coinEntries)
    .values({ memberId, kind: 'spend', coins: -coins, balanceAfter: member.balance, gateway: 'site', tokenRecordId });
  return member.balance;
}

/** Takes back the coins of a reversed pack, as many as are left; the rest is recorded as uncollected. */
export async function clawBack(tx: Executor, memberId: number, coins: number, source: Source) {
  const [member] = await tx
    .select({ balance: members.coinBalance })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) return;
  const taken = Math.min(member.balance, coins);
  const balanceAfter = member.balance - taken;
  await tx.update(members).set({ coinBalance: balanceAfter }).where(eq(members.id, memberId));
  await tx
    .insert(coinEntries)
    .values({ memberId, kind: 'clawback', coins: -taken, uncollected: coins - taken, balanceAfter, ...source });
}

/** The member's current balance (a duplicate spend answers it). */
export async function balanceOf(tx: Executor, memberId: number) {
  const [member] = await tx.select({ balance: members.coinBalance }).from(members).where(eq(members.id, memberId));
  return member?.balance ?? 0;
}

/**
 * A member's coin balance, `members.coin_balance`: the members module's column, moved only by the ledger's coin
 * entries (`ledger/coins.ts`), in the same transaction as the entry that mirrors each move. Each write is one
 * conditional statement, so two spends at once cannot both take the last coins.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

const balance = { balance: members.coinBalance };

/** Adds `coins` unless the balance would pass `max`; the new balance, or undefined (no such member, or full). */
export async function raiseCoinBalance(tx: Executor, memberId: number, coins: number, max: number) {
  const [member] = await tx
    .update(members)
    .set({ coinBalance: sql`${members.coinBalance} + ${coins}` })
    .where(sql`${members.id} = ${memberId} and ${members.coinBalance} <= ${max - coins}`)
    .returning(balance);
  return member?.balance;
}

/** Takes `coins` if the balance holds them; the new balance, or undefined (no such member, or short). */
export async function lowerCoinBalance(tx: Executor, memberId: number, coins: number) {
  const [member] = await tx
    .update(members)
    .set({ coinBalance: sql`${members.coinBalance} - ${coins}` })
    .where(sql`${members.id} = ${memberId} and ${members.coinBalance} >= ${coins}`)
    .returning(balance);
  return member?.balance;
}

/** Sets the balance to `coins` (a clawback, after `lockedCoinBalance`). */
export async function setCoinBalance(tx: Executor, memberId: number, coins: number) {
  await tx.update(members).set({ coinBalance: coins }).where(eq(members.id, memberId));
}

/** The balance, its row locked until the transaction ends (`lock`); undefined when there is no such member. */
export async function coinBalanceOf(tx: Executor, memberId: number, lock = false) {
  const query = tx.select(balance).from(members).where(eq(members.id, memberId));
  const [member] = await (lock ? query.for('update') : query);
  return member?.balance;
}

/**
 * What the processor simulator sent, as the ledger should hold it: the sum and count of each ledger type per
 * currency, and each member's coin balance (a clawback taking what is left, as the coin ledger does). A test
 * and the kill -9 bench compare the database with it to the cent.
 */
export type SimulationRecord = {
  /** `type:currency` -> minor units. */
  sums: Record<string, number>;
  /** `type:currency` -> entries. */
  counts: Record<string, number>;
  /** username -> coins. */
  coins: Record<string, number>;
  /** Notifications and spends sent. */
  sent: number;
};

export function newRecord(): SimulationRecord {
  return { sums: {}, counts: {}, coins: {}, sent: 0 };
}

/** A ledger entry the ledger should make. */
export function entered(record: SimulationRecord, type: string, currency: string, amount: number) {
  const key = `${type}:${currency}`;
  record.sums[key] = (record.sums[key] ?? 0) + amount;
  record.counts[key] = (record.counts[key] ?? 0) + 1;
}

/** Coins added (positive) or taken (negative, at most what is left); what was taken. */
export function coinsMoved(record: SimulationRecord, username: string, coins: number) {
  const balance = record.coins[username] ?? 0;
  const moved = Math.max(coins, -balance);
  record.coins[username] = balance + moved;
  return moved;
}

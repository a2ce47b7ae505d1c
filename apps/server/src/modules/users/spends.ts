/**
 * A member's pay-per-view spends (token records), as the member site reports them: written here, once per
 * `spend_ref` of the site; the coins they take are the ledger's.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tokenRecords } from '../../db/schema/index.js';

export type ReportedSpend = {
  memberId: number;
  /** The video's id, read with the write (none when no video has the serial number). */
  videoId: SQL<number | null>;
  videoSerialNumber: string;
  amount: number;
  paidAt: Date;
  siteId: number;
  spendRef: string;
};

/** Records a spend; undefined when the site reported it before (its `spend_ref` taken). */
export async function recordSpend(tx: Executor, spend: ReportedSpend): Promise<number | undefined> {
  const [record] = await tx.insert(tokenRecords).values(spend).onConflictDoNothing().returning({ id: tokenRecords.id });
  return record?.id;
}

/** The spend the site reported as `spendRef`, with its member. */
export async function spendOfSite(ex: Executor, siteId: number, spendRef: string) {
  const [earlier] = await ex
    .select({ id: tokenRecords.id, memberId: tokenRecords.memberId })
    .from(tokenRecords)
    .where(and(eq(tokenRecords.siteId, siteId), eq(tokenRecords.spendRef, spendRef)));
  return earlier;
}

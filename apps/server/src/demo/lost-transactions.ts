/**
 * The demo's one transaction whose postback was lost: a Segpay join of the first demo site's first member an
 * hour before the first start, listed in the processor simulator's report (`simulator-report.ts`) and never
 * posted. Kept in `DATA_DIR/demo-keys.json` (`lost_transactions`), so the simulator finds it after a restart: the
 * daily reconciliation, or a "Run now" on the reconciliation page, books it and lists it as booked.
 */
import { asc, eq } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/index.js';
import type { MerchantAccount } from './processor-simulator.js';

export type LostTransaction = { processor: Processor; user_id: string; params: Record<string, string> };

export async function demoLostTransactions(db: Db, siteId: number, accounts: MerchantAccount[]) {
  const merchant = accounts.find((a) => a.processor === 'segpay' && a.userId === `demo-segpay-${siteId}`);
  const [member] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.siteId, siteId))
    .orderBy(asc(members.id))
    .limit(1);
  if (!merchant || !member?.username) return [];
  const lost: LostTransaction = {
    processor: 'segpay',
    user_id: merchant.userId,
    params: {
      action: 'Auth',
      stage: 'Initial',
      trantype: 'sale',
      approved: 'Yes',
      currencycode: 'USD',
      eticketid: '196001:1001',
      price: '29.99',
      purchaseid: 'PU-LOST-1',
      tranid: 'SP-LOST-1',
      username: member.username,
      transtime: new Date(Date.now() - 3_600_000).toISOString(),
    },
  };
  return [lost];
}

/**
 * Demo commerce: plans with their Segpay and Epoch price points, and each demo site's processor settings.
 * The traffic site's postback secrets are returned to the processor simulator (`post-commerce.ts`), which posts
 * a year of notifications with them once the server listens; the other sites' secrets are made and not kept,
 * like their intake keys (staff set new ones on the Segpay configuration page).
 */
import { randomBytes } from 'node:crypto';
import type { Processor } from '@backlot/contract';
import type { Executor } from '../db/client.js';
import { plans, processorConfigs } from '../db/schema/index.js';
import { hashToken } from '../platform/auth/tokens.js';

type PlanRow = typeof plans.$inferInsert;

const subscription = (price: number, initial: [number, string, number], recurring: [number, string]) => ({
  type: 'subscription',
  initialCount: initial[0],
  initialUnit: initial[1],
  initialOriginalPrice: initial[2],
  initialDiscountPrice: initial[2],
  recurringCount: recurring[0],
  recurringUnit: recurring[1],
  recurringOriginalPrice: price,
  recurringDiscountPrice: price,
});

/** The demo's plans; `segpayId` is `package:price point`, as Segpay's etickets are. */
export const DEMO_PLANS: PlanRow[] = [
  {
    name: 'Monthly',
    title: 'Monthly membership',
    titleCn: '月度会员',
    ...subscription(2999, [1, 'month', 2999], [1, 'month']),
    isBest: true,
    sort: 1,
    segpayId: '196001:1001',
    epochId: 'VR-MONTH',
  },
  {
    // A monthly membership whose first three days are a trial: its conversion and rebills are the monthly price.
    name: 'Monthly with trial',
    title: 'Monthly membership, 3-day trial first',
    titleCn: '月度会员（先试用 3 天）',
    ...subscription(2999, [3, 'day', 100], [1, 'month']),
    sort: 2,
    segpayId: '196001:1002',
    epochId: 'VR-TRIAL',
  },
  {
    name: 'Yearly',
    title: 'Yearly membership',
    titleCn: '年度会员',
    ...subscription(19900, [1, 'year', 19900], [1, 'year']),
    sort: 3,
    segpayId: '196001:1003',
    epochId: 'VR-YEAR',
  },
  {
    name: 'Monthly EUR',
    title: 'Monthly membership (EUR)',
    titleCn: '月度会员（欧元）',
    currency: 'EUR',
    ...subscription(2799, [1, 'month', 2799], [1, 'month']),
    sort: 4,
    segpayId: '196001:1005',
  },
  {
    name: '30-day pass',
    title: '30 days, no renewal',
    titleCn: '30 天通行证',
    type: 'one_time',
    oncePrice: 3999,
    onceCount: 30,
    onceUnit: 'day',
    sort: 5,
    segpayId: '196001:1004',
    epochId: 'VR-PASS',
  },
  {
    name: '100 coins',
    title: '100 coins',
    titleCn: '100 金币',
    type: 'coins',
    oncePrice: 999,
    coins: 100,
    sort: 6,
    segpayId: '196001:2001',
    epochId: 'VR-C100',
  },
  {
    name: '500 coins',
    title: '500 coins',
    titleCn: '500 金币',
    type: 'coins',
    oncePrice: 3999,
    coins: 500,
    sort: 7,
    segpayId: '196001:2002',
    epochId: 'VR-C500',
  },
];

export type ProcessorSecrets = Record<Processor, string>;

const newSecret = () => randomBytes(24).toString('base64url');

/** One processor's settings of a site, with the secret it is made with. */
export function processorConfig(siteId: number, processor: Processor, secret: string, merchantId: string) {
  return {
    siteId,
    processor,
    merchantId,
    packages: processor === 'segpay' ? [{ id: '196001', name: 'Memberships' }] : [],
    secretHash: hashToken(secret),
    secretHint: secret.slice(-4),
  };
}

/** Loads the plans and every site's settings; returns the first site's secrets (the simulator's). */
export async function demoCommerce(tx: Executor, siteIds: number[]): Promise<ProcessorSecrets[]> {
  await tx.insert(plans).values(DEMO_PLANS);
  const secrets = siteIds.map(() => ({ segpay: newSecret(), epoch: newSecret() }));
  await tx
    .insert(processorConfigs)
    .values(
      siteIds.flatMap((siteId, i) => [
        processorConfig(siteId, 'segpay', secrets[i]!.segpay, `SP-${140_000 + siteId}`),
        processorConfig(siteId, 'epoch', secrets[i]!.epoch, `EP-${870_000 + siteId}`),
      ]),
    );
  return secrets;
}

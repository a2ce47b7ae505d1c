/**
 * Demo promotions and deals on the demo plans (`commerce.ts`, found by name). The payout statements come once
 * the simulator has posted its year (`payout-statements.ts`).
 */
import type { Tx } from '../db/client.js';
import { deals, plans, promotionPlans, promotions } from '../db/schema/index.js';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** The demo plans by name. */
async function demoPlans(tx: Tx) {
  const rows = await tx.select({ id: plans.id, name: plans.name, currency: plans.currency }).from(plans);
  return new Map(rows.map((row) => [row.name, row]));
}

const PROMOTIONS = [
  {
    name: 'Welcome offer',
    code: 'WELCOME10',
    from: -20,
    to: 40,
    times: 1000,
    status: 'active',
    plans: ['Monthly', 'Monthly with trial'],
  },
  { name: 'Summer sale', code: 'SUMMER25', from: -150, to: -90, times: 500, status: 'inactive', plans: ['Yearly'] },
  {
    name: 'Black Friday',
    code: 'BLACKFRIDAY',
    from: 10,
    to: 14,
    times: null,
    status: 'active',
    plans: ['Yearly', 'Monthly', '500 coins'],
  },
  {
    name: 'Partner coins',
    code: 'PARTNER-COINS',
    from: -5,
    to: 25,
    times: 200,
    status: 'active',
    plans: ['100 coins'],
  },
];

const DEALS = [
  { plan: 'Yearly', price: 11999, from: -3, to: 11, active: true },
  { plan: 'Monthly', price: 1999, from: -40, to: -30, active: true },
  { plan: '30-day pass', price: 299, from: 7, to: 9, active: false },
];

export async function demoCatalogueCommerce(tx: Tx) {
  const byName = await demoPlans(tx);
  const idOf = (name: string) => byName.get(name)?.id;
  for (const p of PROMOTIONS) {
    const [made] = await tx
      .insert(promotions)
      .values({
        name: p.name,
        code: p.code,
        startedAt: daysFromNow(p.from),
        endedAt: daysFromNow(p.to),
        times: p.times,
        status: p.status,
      })
      .returning({ id: promotions.id });
    const planIds = p.plans.flatMap((name) => idOf(name) ?? []);
    if (planIds.length)
      await tx.insert(promotionPlans).values(planIds.map((planId) => ({ promotionId: made!.id, planId })));
  }
  const dealRows = DEALS.flatMap((d) => {
    const plan = byName.get(d.plan);
    if (!plan) return [];
    return [
      {
        planId: plan.id,
        price: d.price,
        currency: plan.currency,
        startsAt: daysFromNow(d.from),
        endsAt: daysFromNow(d.to),
        active: d.active,
      },
    ];
  });
  if (dealRows.length) await tx.insert(deals).values(dealRows);
}

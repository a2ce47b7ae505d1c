/**
 * Demo promotions and deals on the demo plans (found by name), and Segpay payout statements of the last three
 * months. It runs after the demo plans and processor settings are written; where no demo plans exist yet, it
 * adds a small set first (each only when no plan has its name).
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { deals, payoutReports, plans, promotionPlans, promotions } from '../db/schema/index.js';

type NewPlan = typeof plans.$inferInsert;

const subscription = (months: number, price: number, discount?: number) => ({
  type: 'subscription',
  recurringCount: months,
  recurringUnit: 'month',
  recurringOriginalPrice: price,
  recurringDiscountPrice: discount,
});

const PLANS: NewPlan[] = [
  {
    name: 'Monthly',
    title: 'Monthly membership',
    titleCn: '月度会员',
    ...subscription(1, 2999),
    initialCount: 3,
    initialUnit: 'day',
    initialOriginalPrice: 100,
    isBest: false,
    sort: 10,
  },
  { name: 'Quarterly', title: 'Three months', titleCn: '季度会员', ...subscription(3, 7499, 5999), sort: 20 },
  { name: 'Annual', title: 'One year', titleCn: '年度会员', ...subscription(12, 19999, 14999), isBest: true, sort: 30 },
  {
    name: 'Day pass',
    title: '24-hour pass',
    titleCn: '一日通行证',
    type: 'one_time',
    oncePrice: 499,
    onceCount: 1,
    onceUnit: 'day',
    sort: 40,
  },
  { name: 'Coins 500', title: '500 coins', titleCn: '500 金币', type: 'coins', coins: 500, oncePrice: 999, sort: 50 },
  {
    name: 'Coins 1200',
    title: '1,200 coins',
    titleCn: '1200 金币',
    type: 'coins',
    coins: 1200,
    oncePrice: 1999,
    sort: 60,
  },
];

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** The demo plans by name, adding the set above where none has the name. */
async function demoPlans(tx: Tx) {
  const names = PLANS.map((plan) => plan.name);
  const existing = await tx.select({ id: plans.id, name: plans.name, currency: plans.currency }).from(plans);
  const missing = PLANS.filter((plan) => !existing.some((e) => e.name.toLowerCase() === plan.name.toLowerCase()));
  if (missing.length) await tx.insert(plans).values(missing);
  const rows = await tx
    .select({ id: plans.id, name: plans.name, currency: plans.currency })
    .from(plans)
    .where(inArray(plans.name, names));
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
    plans: ['Monthly', 'Quarterly'],
  },
  { name: 'Summer sale', code: 'SUMMER25', from: -150, to: -90, times: 500, status: 'inactive', plans: ['Annual'] },
  {
    name: 'Black Friday',
    code: 'BLACKFRIDAY',
    from: 10,
    to: 14,
    times: null,
    status: 'active',
    plans: ['Annual', 'Quarterly', 'Coins 1200'],
  },
  {
    name: 'Partner coins',
    code: 'PARTNER-COINS',
    from: -5,
    to: 25,
    times: 200,
    status: 'active',
    plans: ['Coins 500'],
  },
];

const DEALS = [
  { plan: 'Annual', price: 11999, from: -3, to: 11, active: true },
  { plan: 'Monthly', price: 1999, from: -40, to: -30, active: true },
  { plan: 'Day pass', price: 299, from: 7, to: 9, active: false },
];

/** First and last day (UTC) of the month `back` months before this one. */
function monthBefore(back: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
  return { first, last, day: (d: Date) => d.toISOString().slice(0, 10) };
}

/** A month's Segpay statement: fees about 12.5 %, a 5 % reserve held and the one of six months ago released. */
function statement(back: number, gross: number) {
  const { first, last, day } = monthBefore(back);
  const fees = Math.round(gross * 0.125);
  const reserveHeld = Math.round(gross * 0.05);
  const reserveReleased = back === 3 ? 0 : Math.round(gross * 0.04);
  return {
    processor: 'segpay',
    periodStart: day(first),
    periodEnd: day(last),
    currency: 'USD',
    gross,
    fees,
    reserveHeld,
    reserveReleased,
    net: gross - fees - reserveHeld + reserveReleased,
    paidAt: new Date(last.getTime() + 10 * DAY),
    note: 'Wire transfer, Segpay monthly statement',
  };
}

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
  await tx.insert(payoutReports).values([statement(3, 1_248_350), statement(2, 1_392_700), statement(1, 1_455_120)]);
}

/**
 * Random mixes of what feeds the rollups, through the real endpoints: processors' postbacks (charges at every
 * stage, declines, refunds, chargebacks, voids, for members who exist or not), the same postback twice, fee
 * corrections, and site events in batches (visits on channels and campaigns, out of time order, sign-ups,
 * a batch sent twice). After each mix, the rollups kept incrementally equal, row for row, the rollups rebuilt
 * from the ledger and the events — in a time zone whose days are not UTC's.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { postEvents, type SiteEvent, signupEvent, trafficChannels, visitEvent } from '../../test/traffic.js';
import { keyColumns, measureColumns } from './cells.js';
import { rebuildRollups, rebuiltDaily, rebuiltVisitorDays } from './rebuild.js';

const TIME_ZONE = 'America/New_York';
const app = await startTestApp({ reportTimeZone: TIME_ZONE });
const { siteKey } = await commerceFixture(app);
await trafficChannels(app);
const staff = as(app, (await adminWith(app, ['edit-orders'])).token);
for (const name of ['ann', 'bob']) await newMember(app, name);

const PLANS = ['196001:1001', '196001:1002', '196001:1004', '196001:2001', '196001:1005'];
const SOURCES = [
  { utm_source: 'google', utm_campaign: 'spring' },
  { utm_source: 'GOOGLE', utm_campaign: null },
  { utm_source: 'partnerhub', utm_campaign: 'reviews' },
  { utm_source: 'elsewhere', utm_campaign: null },
  { utm_source: null, utm_campaign: null },
];
/** Ann and Bob were made by staff (no site, no channel); the others sign up during a run, if they do. */
const memberName = (i: number) => (i < 2 ? ['ann', 'bob'][i]! : `m${i}r${run}`);
const minutesAgo = fc.integer({ min: 0, max: 4 * 24 * 60 });
const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      member: fc.nat(3),
      stage: fc.constantFrom('Initial', 'Initial', 'Initial', 'Conversion', 'Rebill', 'Rebill'),
      approved: fc.constantFrom('Yes', 'Yes', 'Yes', 'No'),
      plan: fc.nat(4),
      cents: fc.integer({ min: 0, max: 5000 }),
      minutes: minutesAgo,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('credit' as const, 'charge-back' as const, 'void' as const),
      target: fc.nat(20),
      cents: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
      minutes: minutesAgo,
    }),
  },
  fc.record({ kind: fc.constant('again' as const), target: fc.nat(20) }),
  fc.record({ kind: fc.constant('fees' as const), target: fc.nat(20), cents: fc.nat(500) }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      visitor: fc.nat(5),
      source: fc.nat(SOURCES.length - 1),
      device: fc.constantFrom('desktop', 'mobile', null),
      minutes: minutesAgo,
    }),
  },
  fc.record({ kind: fc.constant('signup' as const), visitor: fc.nat(5), member: fc.nat(3), minutes: minutesAgo }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('send' as const) }) },
  fc.record({ kind: fc.constant('resend' as const), target: fc.nat(5) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

let run = 0;
const postbacks: Array<Record<string, string>> = [];
const charges: string[] = [];
const batches: SiteEvent[][] = [];

async function apply(c: Command, n: number, pending: SiteEvent[]) {
  const ref = `R${run}-${n}`;
  switch (c.kind) {
    case 'charge': {
      const params = segpaySale({
        stage: c.stage,
        approved: c.approved,
        purchaseid: `P${run}-${c.member}`,
        tranid: ref,
        username: memberName(c.member),
        eticketid: PLANS[c.plan]!,
        currencycode: c.plan === 4 ? 'EUR' : 'USD',
        price: (c.cents / 100).toFixed(2),
        transtime: at(c.minutes).toISOString(),
      });
      postbacks.push(params);
      if ((await postback(app, 'segpay', params)).body.status === 'processed') charges.push(ref);
      return;
    }
    case 'credit':
    case 'charge-back':
    case 'void': {
      const original = charges[c.target % Math.max(charges.length, 1)] ?? 'none';
      const params: Record<string, string> = {
        action: c.kind === 'void' ? 'Void' : 'Auth',
        trantype: c.kind === 'charge-back' ? 'charge' : 'credit',
        tranid: ref,
        relatedtranid: original,
        transtime: at(c.minutes).toISOString(),
      };
      if (c.cents !== undefined) params.price = (c.cents / 100).toFixed(2);
      postbacks.push(params);
      await postback(app, 'segpay', params);
      return;
    }
    case 'again':
      if (postbacks.length) await postback(app, 'segpay', postbacks[c.target % postbacks.length]!);
      return;
    case 'fees': {
      // A transaction fee that keeps all the fees within the amount (a larger one is refused: not this test's).
      const [order] = await queryRows<{ id: number; room: number }>(
        app.db,
        sql`select id, amount - settlement_fee - reserve_fee as room from orders order by id offset ${c.target} limit 1`,
      );
      if (order) {
        const fee = Math.min(c.cents, order.room);
        const answer = await staff.put(`/api/orders/${order.id}`, { transaction_fee: (fee / 100).toFixed(2) });
        expect(answer.status).toBe(200);
      }
      return;
    }
    case 'visit':
      pending.push(visitEvent(`v${run}-${c.visitor}`, at(c.minutes), { ...SOURCES[c.source]!, device: c.device }));
      return;
    case 'signup':
      pending.push(signupEvent(`v${run}-${c.visitor}`, memberName(c.member), at(c.minutes)));
      return;
    case 'send':
      await send(pending.splice(0));
      return;
    case 'resend':
      if (batches.length) await send(batches[c.target % batches.length]!);
  }
}

async function send(events: SiteEvent[]) {
  if (events.length === 0) return;
  expect((await postEvents(app, siteKey, events)).status).toBe(200);
  batches.push(events);
}

/** Rows of one side missing from the other (`except all`): none, both ways, when they are equal. */
async function differences() {
  const kept = sql`select ${keyColumns}, ${measureColumns} from analytics_daily`;
  const rebuilt = rebuiltDaily(TIME_ZONE);
  const days = sql`select site_id, visitor_id, day, first_at, event_row_id, channel_id, campaign_id, device
    from analytics_visitor_days`;
  return {
    onlyKept: await queryRows(app.db, sql`(${kept}) except all (${rebuilt})`),
    onlyRebuilt: await queryRows(app.db, sql`(${rebuilt}) except all (${kept})`),
    visitorDaysOnlyKept: await queryRows(app.db, sql`(${days}) except all (${rebuiltVisitorDays(TIME_ZONE)})`),
    visitorDaysOnlyRebuilt: await queryRows(app.db, sql`(${rebuiltVisitorDays(TIME_ZONE)}) except all (${days})`),
  };
}
const none = { onlyKept: [], onlyRebuilt: [], visitorDaysOnlyKept: [], visitorDaysOnlyRebuilt: [] };

describe('rollups kept incrementally', () => {
  it('equal the rollups rebuilt from the ledger and the events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), async (commands) => {
        run += 1;
        const pending: SiteEvent[] = [];
        for (const [n, c] of commands.entries()) await apply(c, n, pending);
        await send(pending);
        expect(await differences()).toEqual(none);
      }),
      { numRuns: 25 },
    );
    const [counted] = await queryRows<{ cells: number; visits: number; charges: number; refunds: number }>(
      app.db,
      sql`select count(*)::int as cells, sum(visits)::int as visits, sum(charges)::int as charges,
        sum(refunds + chargebacks)::int as refunds from analytics_daily`,
    );
    // The mixes did reach every kind of figure: the equality above compared something.
    expect(counted!.visits).toBeGreaterThan(0);
    expect(counted!.charges).toBeGreaterThan(0);
    expect(counted!.refunds).toBeGreaterThan(0);
  });

  it('are what the rebuild command writes', async () => {
    const before = await queryRows(app.db, sql`select * from analytics_daily order by ${keyColumns}`);
    expect(await rebuildRollups(app.db, TIME_ZONE)).toBe(true);
    expect(await queryRows(app.db, sql`select * from analytics_daily order by ${keyColumns}`)).toEqual(before);
    expect(await differences()).toEqual(none);
    expect(await rebuildRollups(app.db, TIME_ZONE, true)).toBe(false);
  });
});

/**
 * A member's notifications in any arrival order give the same outcome as in the order they happened: the
 * initial charge, then in any order a rebill, a declined rebill and the next day's retry that went through, a
 * partial refund of the retry, a cancellation and a chargeback of the first rebill — sent through the intake,
 * each run on a site of its own. The same final subscription (state, paid_through, end), the same ledger and
 * orders, the same analytics totals, and every notification processed in the end (a reversal sent before its
 * charge parked, then applied).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Processor } from '@backlot/contract';
import { queryRows } from '../../db/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();

/** The notifications of membership `m` (transaction ids prefixed `m`), of member `username`. */
function notifications(m: string, username: string) {
  const rebill = (tranid: string, transtime: string, approved = 'Yes') =>
    segpaySale({ stage: 'Rebill', purchaseid: m, tranid: `${m}-${tranid}`, price: '29.99', transtime, approved });
  const reversal = (trantype: string, tranid: string, related: string, price: string, transtime: string) => ({
    action: 'Auth',
    trantype,
    tranid: `${m}-${tranid}`,
    relatedtranid: `${m}-${related}`,
    price,
    transtime,
  });
  const initial = segpaySale({
    stage: 'Initial',
    purchaseid: m,
    tranid: `${m}-I`,
    price: '29.99',
    eticketid: '196001:1001',
    username,
    transtime: '2026-01-01 10:00:00',
  });
  const rest = [
    rebill('R1', '2026-02-01 10:00:00'),
    rebill('D', '2026-03-01 10:00:00', 'No'),
    rebill('R2', '2026-03-02 10:00:00'),
    reversal('credit', 'RF', 'R2', '10.00', '2026-03-10 10:00:00'),
    { action: 'Cancel', purchaseid: m, transtime: '2026-03-15 10:00:00' },
    reversal('charge', 'CB', 'R1', '29.99', '2026-03-20 10:00:00'),
  ];
  return { initial, rest };
}

/** What a site's ledger, orders, subscription, analytics and inbox hold, without ids. */
async function figuresOf(siteId: number) {
  const [figures] = await queryRows<Record<string, unknown>>(
    app.db,
    sql`select
      (select json_agg(json_build_object('status', status, 'paid_through', paid_through, 'ended_at', ended_at))
        from subscriptions where site_id = ${siteId}) as subscriptions,
      (select json_agg(json_build_object('type', type, 'amount', amount, 'at', occurred_at,
          'original', (select o.processor_ref from transactions o where o.id = t.original_id)) order by processor_ref)
        from transactions t where site_id = ${siteId}) as ledger,
      (select json_build_object('count', count(*), 'amount', sum(amount), 'net', sum(total_amount))
        from orders where site_id = ${siteId}) as orders,
      (select json_build_object('new', sum(new_subscribers), 'rebills', sum(rebills), 'declines', sum(declines),
          'charges', sum(charges), 'gross', sum(gross), 'fees', sum(fees), 'refunds', sum(refunds),
          'refund_amount', sum(refund_amount), 'chargebacks', sum(chargebacks),
          'chargeback_amount', sum(chargeback_amount), 'net', sum(net))
        from analytics_daily where site_id = ${siteId}) as analytics,
      (select json_agg(distinct status) from postbacks where site_id = ${siteId}) as postbacks`,
  );
  return figures!;
}

let run = 0;
/** Sends the initial charge, then the rest in `order` (indexes), on a new site; that site's figures. */
async function deliver(order: number[]) {
  run += 1;
  const secrets: Record<Processor, string> = { segpay: `perm-segpay-${run}`, epoch: `perm-epoch-${run}` };
  const { siteId } = await commerceFixture(app, secrets);
  const username = `perm${run}`;
  await newMember(app, username, null, siteId);
  const { initial, rest } = notifications(`PM${run}`, username);
  for (const params of [initial, ...order.map((i) => rest[i]!)]) {
    expect((await postback(app, 'segpay', params, secrets.segpay)).status).toBe(200);
  }
  // Ids differ from run to run: the membership's and transactions' own are prefixed, so drop the prefix.
  return JSON.parse(JSON.stringify(await figuresOf(siteId)).replaceAll(`PM${run}-`, '')) as unknown;
}

describe('arrival order', () => {
  it(
    'any order of a member’s notifications gives the outcome of the order they happened in',
    { timeout: 600_000 },
    async () => {
      const inOrder = await deliver([0, 1, 2, 3, 4, 5]);
      expect(inOrder).toMatchObject({
        subscriptions: [{ status: 'expired', paid_through: '2026-04-02T10:00:00+00:00' }],
        orders: { count: 3, amount: 8997 },
        postbacks: ['processed'],
      });
      await fc.assert(
        fc.asyncProperty(fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }), async (order) => {
          expect(await deliver(order)).toEqual(inOrder);
        }),
        { numRuns: 15 },
      );
    },
  );
});

/**
 * Voids as processors define them: a void cancels a charge before settlement, so the charge is no revenue (no
 * gross, no charge, no subscriber, no fees) and the void is no refund; voids are counted apart, on the charge's
 * day. Dee's charge is voided the next day; Eve's is partly refunded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { rebuildRollups } from './rebuild.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
const days = 'from=2026-04-10&to=2026-04-11';

beforeAll(async () => {
  await commerceFixture(app);
  for (const username of ['dee', 'eve']) await newMember(app, username);
  const sale = (username: string, tranid: string) =>
    postback(
      app,
      'segpay',
      segpaySale({
        stage: 'Initial',
        purchaseid: `P-${tranid}`,
        tranid,
        username,
        eticketid: '196001:1001',
        price: '29.99',
        transtime: '2026-04-10T10:00:00Z',
      }),
    );
  await sale('dee', 'V-1');
  await sale('eve', 'V-2');
  const taken = (action: string, tranid: string, relatedtranid: string, extra: Record<string, string> = {}) =>
    postback(app, 'segpay', { action, trantype: 'credit', tranid, relatedtranid, ...extra });
  expect((await taken('Void', 'V-3', 'V-1', { transtime: '2026-04-11T09:00:00Z' })).body.status).toBe('processed');
  expect((await taken('Auth', 'V-4', 'V-2', { price: '10.00', transtime: '2026-04-11T09:00:00Z' })).body.status).toBe(
    'processed',
  );
  const permissions = ['view-dashboard', 'view-daily-revenue', 'view-refund-statistics', 'list-orders'];
  staff = as(app, (await adminWith(app, permissions)).token);
});

/** What the period's figures must be, however they were counted (kept in step, or rebuilt). */
async function expectVoidApart() {
  const totals = (await staff.get(`/api/dashboard/revenueGather?${days}`)).body.figures;
  expect(totals).toMatchObject({ charges: 1, new_subscribers: 1, refunds: 1, voids: 1 });
  // Eve's charge alone: 29.99 less its fees (3.15 processing; its 1.50 reserve held is no fee), less the 10.00 refunded.
  expect(totals.money).toEqual([
    {
      currency: 'USD',
      gross: '29.99',
      fees: '3.15',
      refund_amount: '10.00',
      chargeback_amount: '0.00',
      void_amount: '29.99',
      net: '16.84',
    },
  ]);
  const daily = (await staff.get(`/api/analytics/revenue/companyDataDaily?${days}`)).body.data;
  expect(daily).toMatchObject([
    { day: '2026-04-10', charges: 1, gross: '29.99', refunds: 0, voids: 1, void_amount: '29.99' },
    { day: '2026-04-11', charges: 0, gross: '0.00', refunds: 1, refund_amount: '10.00', voids: 0 },
  ]);
  const refunds = (await staff.get(`/api/analytics/revenue/refundStatistics?${days}`)).body;
  expect(refunds.data).toMatchObject([
    { charges: 1, gross: '29.99', refunds: 1, voids: 1, void_amount: '29.99', refund_rate: '100.00' },
  ]);
  expect(refunds.days).toMatchObject([
    { day: '2026-04-10', refunds: 0, voids: 1 },
    { day: '2026-04-11', refunds: 1, voids: 0 },
  ]);
}

describe('a voided charge', () => {
  it('leaves gross, charges, subscribers and fees, and counts as a void, not a refund', expectVoidApart);

  it('is counted the same way by a rebuild', async () => {
    expect(await rebuildRollups(app.db, 'UTC')).toBe(true);
    await expectVoidApart();
  });

  it('shows as voided in the orders list', async () => {
    const { data } = (await staff.get('/api/orders?sort=id')).body;
    expect(
      data.map((o: { transaction_number: string; reversal: string | null }) => [o.transaction_number, o.reversal]),
    ).toEqual([
      ['V-1', 'void'],
      ['V-2', 'refund'],
    ]);
  });
});

/**
 * Card-scheme ratios: a month's chargebacks over the previous month's transactions, per site and processor, read
 * from the rollups the ledger keeps, with each programme's level; company-wide only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let siteId = 0;

beforeAll(async () => {
  siteId = (await commerceFixture(app)).siteId;
  // Four February charges, one of them charged back in March, and one March charge.
  for (const [n, transtime] of [
    [1, '2026-02-03 10:00:00'],
    [2, '2026-02-10 10:00:00'],
    [3, '2026-02-17 10:00:00'],
    [4, '2026-02-24 10:00:00'],
    [5, '2026-03-02 10:00:00'],
  ] as const) {
    await newMember(app, `buyer${n}`);
    const sale = segpaySale({
      stage: 'Initial',
      purchaseid: `SP-CS-${n}`,
      tranid: `SP-CS-T${n}`,
      username: `buyer${n}`,
      eticketid: '196001:1001',
      price: '9.99',
      transtime,
    });
    expect((await postback(app, 'segpay', sale)).body.status).toBe('processed');
  }
  const chargeback = {
    action: 'Auth',
    trantype: 'charge',
    tranid: 'SP-CS-CB1',
    relatedtranid: 'SP-CS-T2',
    price: '9.99',
    transtime: '2026-03-05 10:00:00',
  };
  expect((await postback(app, 'segpay', chargeback)).body.status).toBe('processed');
});

describe('card-scheme ratios', () => {
  it("divide a month's chargebacks by the previous month's transactions, per site and processor", async () => {
    const finance = as(app, (await adminWith(app, ['view-refund-statistics'])).token);
    const answer = await finance.get('/api/analytics/revenue/cardSchemes?from_month=2026-02&to_month=2026-03');
    expect(answer.status).toBe(200);
    expect(answer.body.months).toEqual({ from: '2026-02', to: '2026-03' });
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        month: '2026-03',
        site_id: siteId,
        processor: 'segpay',
        merchant_id: 'SP-1',
        previous_transactions: 4,
        transactions: 1,
        chargebacks: 1,
        ratio: '25.00',
        vamp_level: 'ok',
        ecp_level: 'ok',
      }),
      expect.objectContaining({
        month: '2026-02',
        previous_transactions: 0,
        transactions: 4,
        chargebacks: 0,
        ratio: null,
        vamp_level: 'ok',
        ecp_level: 'ok',
      }),
    ]);
  });

  it('need the refund statistics permission', async () => {
    const other = as(app, (await adminWith(app, ['view-daily-revenue'])).token);
    expect((await other.get('/api/analytics/revenue/cardSchemes')).status).toBe(403);
  });
});

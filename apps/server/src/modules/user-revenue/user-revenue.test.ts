/** `user_revenue.csv`: a row per member and currency, amounts as decimal strings, never added across currencies. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let ivy = 0;
let jon = 0;

beforeAll(async () => {
  await commerceFixture(app);
  ivy = await newMember(app, 'ivy');
  jon = await newMember(app, 'jon');
  const sale = (
    tranid: string,
    eticketid: string,
    price: string,
    currencycode: string,
    transtime: string,
    username = 'ivy',
  ) =>
    postback(
      app,
      'segpay',
      segpaySale({
        stage: 'Initial',
        purchaseid: tranid,
        tranid,
        username,
        eticketid,
        price,
        currencycode,
        transtime,
      }),
    );
  await sale('R-1', '196001:1001', '29.99', 'USD', '2026-01-05 10:00:00');
  await sale('R-2', '196001:1005', '27.99', 'EUR', '2026-01-06 10:00:00');
  await sale('R-3', '196001:2001', '9.99', 'USD', '2026-02-06 10:00:00');
  await postback(app, 'segpay', {
    action: 'Auth',
    trantype: 'credit',
    tranid: 'R-4',
    relatedtranid: 'R-3',
    price: '4.00',
    transtime: '2026-02-07 10:00:00',
  });
  // Jon's charge voided before settlement: no order, no revenue, no refund.
  await sale('R-5', '196001:1001', '29.99', 'USD', '2026-02-10 10:00:00', 'jon');
  await postback(app, 'segpay', {
    action: 'Void',
    tranid: 'R-6',
    relatedtranid: 'R-5',
    transtime: '2026-02-10 11:00:00',
  });
});

describe('user revenue', () => {
  it('streams user_revenue.csv per member and currency under export-users', async () => {
    const exporter = as(app, (await adminWith(app, ['export-users'])).token);
    const answer = await exporter.get('/api/users/userRevenueToCSV');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="user_revenue.csv"');
    const lines = String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'member_id,username,email,currency,orders,gross,fees,refunds,chargebacks,voids,net',
      `${ivy},ivy,ivy@example.com,EUR,1,27.99,2.94,0.00,0.00,0.00,25.05`,
      `${ivy},ivy,ivy@example.com,USD,2,39.98,4.20,4.00,0.00,0.00,31.78`,
      `${jon},jon,jon@example.com,USD,0,0.00,0.00,0.00,0.00,29.99,0.00`,
    ]);
    const february = await exporter.get('/api/users/userRevenueToCSV?paid_from=2026-02-01&paid_to=2026-02-28');
    expect(String(february.body).trim().split('\n').slice(1)).toEqual([
      `${ivy},ivy,ivy@example.com,USD,1,9.99,1.05,4.00,0.00,0.00,4.94`,
      `${jon},jon,jon@example.com,USD,0,0.00,0.00,0.00,0.00,29.99,0.00`,
    ]);
    const reader = as(app, (await adminWith(app, ['list-users'])).token);
    expect((await reader.get('/api/users/userRevenueToCSV')).status).toBe(403);
  });
});

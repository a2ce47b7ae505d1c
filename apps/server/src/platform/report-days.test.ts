/**
 * A day named by a list filter or an export is a day of the reporting time zone, as on the analytics pages: a charge
 * at 23:59 in New York (04:59 UTC the next day) is on its New York day in the order list, the member revenue export
 * and the audit log alike.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../test/commerce.js';
import { adminWith } from '../test/fixtures.js';
import { startTestApp } from '../test/harness.js';

const app = await startTestApp({ reportTimeZone: 'America/New_York' });
let staff: ReturnType<typeof as>;

/** A first charge of a new member `username` at `transtime` (UTC, as Segpay sends it). */
async function charge(username: string, transtime: string) {
  await newMember(app, username);
  const ref = `SP-${username.toUpperCase()}`;
  const sale = segpaySale({
    stage: 'Initial',
    purchaseid: ref,
    tranid: `${ref}-1`,
    username,
    eticketid: '196001:1001',
    price: '9.99',
    transtime,
  });
  const answer = await postback(app, 'segpay', sale);
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ status: 'processed' });
}

beforeAll(async () => {
  await commerceFixture(app);
  staff = as(app, (await adminWith(app, ['list-orders', 'export-users', 'list-audit-logs'])).token);
  // New York keeps daylight saving time from 2026-03-08 (UTC-4): 03:59 UTC on the 10th is 23:59 on the 9th there,
  // and 04:30 UTC is 00:30 on the 10th.
  await charge('late', '2026-03-10 03:59:00');
  await charge('early', '2026-03-10 04:30:00');
});

const orderNumbers = async (from: string, to: string) =>
  (await staff.get(`/api/orders?paid_from=${from}&paid_to=${to}`)).body.data.map(
    (o: { transaction_number: string }) => o.transaction_number,
  );

const revenueRows = async (from: string, to: string) =>
  String((await staff.get(`/api/users/userRevenueToCSV?paid_from=${from}&paid_to=${to}`)).body)
    .trim()
    .split('\n')
    .slice(1);

describe('days of the reporting time zone', () => {
  it('put a charge at 23:59 in New York on its New York day in the order list, with daylight saving time', async () => {
    expect(await orderNumbers('2026-03-09', '2026-03-09')).toEqual(['SP-LATE-1']);
    expect(await orderNumbers('2026-03-10', '2026-03-10')).toEqual(['SP-EARLY-1']);
  });

  it('and in the member revenue export', async () => {
    const rows = async (day: string) => (await revenueRows(day, day)).map((line) => line.split(',')[1]);
    expect(await rows('2026-03-09')).toEqual(['late']);
    expect(await rows('2026-03-10')).toEqual(['early']);
  });

  it('bound the audit log too', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const entries = await staff.get(`/api/audit-logs?from=${today}&to=${today}`);
    expect(entries.status).toBe(200);
    const none = await staff.get('/api/audit-logs?from=2000-01-01&to=2000-01-01');
    expect(none.body.data).toEqual([]);
  });
});

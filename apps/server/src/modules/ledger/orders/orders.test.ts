/** Orders as staff read and correct them: filters, the ledger behind one, fees edited (audited), never the amount. */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../db/schema/index.js';
import { as, call } from '../../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../../test/commerce.js';
import { adminWith } from '../../../test/fixtures.js';
import { startTestApp } from '../../../test/harness.js';
import { eq } from 'drizzle-orm';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
let staffToken: string;
const ids = { dee: 0, eli: 0 };

const sale = (tranid: string, username: string, eticketid: string, transtime: string, price: string, extra = {}) =>
  segpaySale({ stage: 'Initial', purchaseid: `P-${tranid}`, tranid, username, eticketid, transtime, price, ...extra });

beforeAll(async () => {
  await commerceFixture(app);
  ids.dee = await newMember(app, 'dee');
  ids.eli = await newMember(app, 'eli');
  staffToken = (await adminWith(app, ['list-orders', 'edit-orders'])).token;
  staff = as(app, staffToken);
  await postback(app, 'segpay', sale('O-1', 'dee', '196001:1001', '2026-01-10 09:00:00', '29.99'));
  await postback(
    app,
    'segpay',
    sale('O-2', 'eli', '196001:1005', '2026-01-12 09:00:00', '27.99', { currencycode: 'EUR' }),
  );
  await postback(app, 'segpay', sale('O-3', 'dee', '196001:2001', '2026-02-01 09:00:00', '9.99'));
  await postback(app, 'segpay', { action: 'Auth', trantype: 'charge', tranid: 'O-4', relatedtranid: 'O-1' });
});

const listed = async (query: string) =>
  (await staff.get(`/api/orders?${query}`)).body.data.map((o: { transaction_number: string }) => o.transaction_number);

describe('orders', () => {
  it('lists the latest first with money as decimal strings in each currency, and the reversal of a charge', async () => {
    const page = await staff.get('/api/orders');
    expect(page.body.data.map((o: { transaction_number: string }) => o.transaction_number)).toEqual([
      'O-3',
      'O-2',
      'O-1',
    ]);
    expect(page.body.data[1]).toMatchObject({ amount: '27.99', currency: 'EUR', plan_name: 'Monthly EUR' });
    expect(page.body.data[2]).toMatchObject({
      amount: '29.99',
      transaction_fee: '3.15',
      reserve_fee: '1.50',
      total_amount: '26.84',
      reversal: 'chargeback',
    });
  });

  it('filters by member, days, type, processor and amount', async () => {
    expect(await listed(`member_id=${ids.dee}`)).toEqual(['O-3', 'O-1']);
    expect(await listed('paid_from=2026-01-11&paid_to=2026-01-31')).toEqual(['O-2']);
    expect(await listed('type=coins')).toEqual(['O-3']);
    expect(await listed('amount_min=20&amount_max=28')).toEqual(['O-2']);
    expect(await listed('transaction_number=o-1')).toEqual(['O-1']);
    expect((await staff.get('/api/orders?amount_min=1.2.3')).status).toBe(422);
  });

  it('shows the charge and its chargeback, the member and the subscription now expired', async () => {
    const [id] = (await staff.get('/api/orders?transaction_number=O-1')).body.data.map((o: { id: number }) => o.id);
    const shown = await staff.get(`/api/orders/${id}`);
    expect(shown.body.ledger.map((e: { type: string; amount: string }) => [e.type, e.amount])).toEqual([
      ['initial', '29.99'],
      ['chargeback', '29.99'],
    ]);
    expect(shown.body.member).toMatchObject({ id: ids.dee, username: 'dee' });
    expect(shown.body.subscription).toMatchObject({ status: 'expired', processor_ref: 'P-O-1' });
  });

  it('corrects fees and notes, audited in decimal strings, and refuses fees above the amount or the amount itself', async () => {
    const [id] = (await staff.get('/api/orders?transaction_number=O-1')).body.data.map((o: { id: number }) => o.id);
    const saved = await staff.put(`/api/orders/${id}`, { transaction_fee: '2.50', notes: 'Per statement' });
    expect(saved.body).toMatchObject({ transaction_fee: '2.50', total_amount: '27.49', notes: 'Per statement' });
    const [entry] = await app.db.select().from(auditLogs).where(eq(auditLogs.resource, 'orders'));
    expect(entry!.changes).toMatchObject({ transaction_fee: { before: '3.15', after: '2.50' } });
    expect((await staff.put(`/api/orders/${id}`, { reserve_fee: '30.00' })).body.errors).toHaveProperty('reserve_fee');
    expect((await staff.put(`/api/orders/${id}`, { settlement_fee: '0.001' })).status).toBe(422);
    expect((await staff.put(`/api/orders/${id}`, { amount: '1.00' })).status).toBe(422);
    const reader = as(app, (await adminWith(app, ['list-orders'])).token);
    expect((await reader.put(`/api/orders/${id}`, { notes: 'x' })).status).toBe(403);
  });

  it('refuses a correction based on a version the order has left, naming who changed it', async () => {
    const [opened] = (await staff.get('/api/orders?transaction_number=O-1')).body.data;
    const editor = (await adminWith(app, ['list-orders', 'edit-orders'])).token;
    const correct = (token: string, notes: string, version: string) =>
      call(app, 'PUT', `/api/orders/${opened.id}`, { token, body: { notes }, headers: { 'if-match': `"${version}"` } });
    const first = await correct(editor, 'First', opened.updated_at);
    expect(first.status).toBe(200);
    const stale = await correct(staffToken, 'Second', opened.updated_at);
    expect(stale.status).toBe(409);
    const me = await as(app, editor).get('/api/auth/me');
    expect(stale.body).toMatchObject({ code: 'stale_version', changed_by: me.body.username });
    expect((await staff.get(`/api/orders/${opened.id}`)).body.notes).toBe('First');
  });
});

describe('orders.csv', () => {
  it('exports the selected orders only (ids), amounts as decimals; a malformed list is a 422', async () => {
    const exporter = as(app, (await adminWith(app, ['export-orders'])).token);
    const page = (await staff.get('/api/orders')).body.data as Array<{ id: number; amount: string }>;
    const picked = page.slice(0, 2);
    const csv = await exporter.get(`/api/orders/exportCsv?ids=${picked.map((o) => o.id).join(',')}`);
    expect(csv.status).toBe(200);
    const rows = String(csv.body).trim().split(/\r?\n/).slice(1);
    expect(rows.map((row) => Number(row.split(',')[0])).sort()).toEqual(picked.map((o) => o.id).sort());
    expect(rows.some((row) => row.includes(picked[0]!.amount))).toBe(true);
    expect((await exporter.get('/api/orders/exportCsv?ids=1,,2')).status).toBe(422);
    expect((await staff.get('/api/orders/exportCsv')).status).toBe(403);
  });
});

/** Plans: the rules of each type as field messages, prices as decimal strings, subscribers, export, no delete. */
import { beforeAll, describe, expect, it } from 'vitest';
import { members, subscriptions } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;

beforeAll(async () => {
  api = as(
    app,
    (await adminWith(app, ['list-plans', 'create-plans', 'edit-plans', 'export-plans', 'list-audit-logs'])).token,
  );
});

const monthly = {
  name: 'Monthly',
  title: 'One month',
  type: 'subscription',
  initial_count: 3,
  initial_unit: 'day',
  initial_original_price: '1.00',
  recurring_count: 1,
  recurring_unit: 'month',
  recurring_original_price: '29.99',
  recurring_discount_price: '19.9',
  segpay_id: '12345:678',
};

describe('plans', () => {
  it('creates a subscription with its prices as decimal strings in its currency', async () => {
    const created = await api.post('/api/plans', { ...monthly, show: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      currency: 'USD',
      initial_original_price: '1.00',
      recurring_original_price: '29.99',
      recurring_discount_price: '19.90',
      once_price: null,
      show: true,
      subscribers: 0,
    });
    const yen = await api.post('/api/plans', {
      name: 'Coins 500',
      title: 'Coins',
      type: 'coins',
      coins: 500,
      once_price: '800',
      currency: 'jpy',
    });
    expect(yen.body).toMatchObject({ currency: 'JPY', once_price: '800', coins: 500 });
  });

  it('names on its fields what each type needs, and refuses a discount above the original price', async () => {
    const subscription = await api.post('/api/plans', {
      name: 'Bare',
      title: 'Bare',
      type: 'subscription',
      initial_count: 1,
    });
    expect(subscription.status).toBe(422);
    expect(subscription.body.errors).toEqual({
      recurring_count: ['A plan of this type needs it.'],
      recurring_unit: ['A plan of this type needs it.'],
      recurring_original_price: ['A plan of this type needs it.'],
      initial_unit: ['An initial period needs its count, unit and original price.'],
      initial_original_price: ['An initial period needs its count, unit and original price.'],
    });
    const once = await api.post('/api/plans', { name: 'Day pass', title: 'Day', type: 'one_time', once_price: '4.99' });
    expect(Object.keys(once.body.errors)).toEqual(['once_count', 'once_unit']);
    const coins = await api.post('/api/plans', { name: 'Pack', title: 'Pack', type: 'coins', once_price: '4.99' });
    expect(Object.keys(coins.body.errors)).toEqual(['coins']);
    const discount = await api.post('/api/plans', {
      ...monthly,
      name: 'Odd',
      segpay_id: null,
      recurring_discount_price: '39.99',
    });
    expect(discount.body.errors).toEqual({
      recurring_discount_price: ['The discount price is above the original price.'],
    });
    const yen = await api.post('/api/plans', {
      name: 'Yen',
      title: 'Yen',
      type: 'coins',
      coins: 5,
      once_price: '1.5',
      currency: 'JPY',
    });
    expect(yen.body.errors).toEqual({ once_price: ['At most 0 decimals in JPY.'] });
    expect((await api.post('/api/plans', { ...monthly, name: 'X', currency: 'XYZ' })).body.errors).toHaveProperty(
      'currency',
    );
  });

  it('clears the fields of another type when the type changes, and keeps prices when the currency does', async () => {
    const created = await api.post('/api/plans', { ...monthly, name: 'Switch', segpay_id: null });
    const once = await api.put(`/api/plans/${created.body.id}`, {
      type: 'one_time',
      once_price: '9.99',
      once_count: 30,
      once_unit: 'day',
    });
    expect(once.status).toBe(200);
    expect(once.body).toMatchObject({
      type: 'one_time',
      once_price: '9.99',
      recurring_original_price: null,
      initial_count: null,
    });
    const euro = await api.put(`/api/plans/${created.body.id}`, { currency: 'EUR' });
    expect(euro.body).toMatchObject({ currency: 'EUR', once_price: '9.99' });
    const audit = await api.get(`/api/audit-logs?resource=plans&resource_id=${created.body.id}&action=update`);
    expect(audit.body.data[0].changes).toEqual({
      currency: { before: 'USD', after: 'EUR' },
      once_price: { before: '9.99 USD', after: '9.99 EUR' },
    });
    const yen = await api.put(`/api/plans/${created.body.id}`, { currency: 'JPY' });
    expect(yen.body.errors).toEqual({ once_price: ['At most 0 decimals in JPY.'] });
  });

  it('keeps names and Segpay ids unique, whatever the case', async () => {
    const again = await api.post('/api/plans', { ...monthly, name: 'MONTHLY' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      name: ['This value is already taken.'],
      segpay_id: ['This value is already taken.'],
    });
  });

  it('counts the members with a trial or active subscription as subscribers', async () => {
    const created = await api.post('/api/plans', { ...monthly, name: 'Counted', segpay_id: null });
    const people = await app.db
      .insert(members)
      .values(['a', 'b', 'c'].map((n) => ({ username: `sub-${n}`, email: `sub-${n}@example.com` })))
      .returning({ id: members.id });
    const statuses = ['active', 'trial', 'expired'];
    await app.db.insert(subscriptions).values(
      people.map((member, i) => ({
        memberId: member.id,
        planId: created.body.id,
        processor: 'segpay',
        processorRef: `p-${member.id}`,
        status: statuses[i]!,
        startedAt: new Date(),
        stateAt: new Date(),
      })),
    );
    expect((await api.get(`/api/plans/${created.body.id}`)).body.subscribers).toBe(2);
    const listed = await api.get('/api/plans?q=Counted');
    expect(listed.body.data[0].subscribers).toBe(2);
  });

  it('filters by type and shown, hides rather than deletes, and exports plans.csv', async () => {
    const hidden = await api.post('/api/plans', {
      name: 'Old pass',
      title: 'Old',
      type: 'one_time',
      once_price: '2.50',
      once_count: 1,
      once_unit: 'week',
      show: false,
    });
    const shown = await api.get('/api/plans?show=0&type=one_time&q=Old');
    expect(shown.body.data.map((p: { id: number }) => p.id)).toEqual([hidden.body.id]);
    expect((await api.get('/api/plans?show=1&q=Old')).body.data).toEqual([]);
    expect((await api.delete(`/api/plans/${hidden.body.id}`)).status).toBe(404);
    const csv = await api.get('/api/plans/exportCsv?type=one_time');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="plans.csv"');
    const [header, ...rows] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toMatch(/^id,name,title,title_cn,type,currency,once_price,/);
    expect(rows.some((row) => row.includes('Old pass,Old,,one_time,USD,2.50,1,week'))).toBe(true);
  });

  it('is hidden until shown, and shown only once a processor sells it', async () => {
    const pass = {
      name: 'Day pass',
      title: 'Day',
      type: 'one_time',
      once_price: '1.99',
      once_count: 1,
      once_unit: 'day',
    };
    const created = await api.post('/api/plans', pass);
    expect(created.body.show).toBe(false);
    const shown = await api.put(`/api/plans/${created.body.id}`, { show: true });
    expect(shown.status).toBe(422);
    expect(shown.body.errors).toEqual({
      show: ['A plan is shown on the site once it has a Segpay or Epoch price point.'],
    });
    const sold = await api.put(`/api/plans/${created.body.id}`, { epoch_id: 'ep-day-1', show: true });
    expect(sold.body).toMatchObject({ show: true, epoch_id: 'ep-day-1' });
    const cleared = await api.put(`/api/plans/${created.body.id}`, { epoch_id: null });
    expect(cleared.body.errors).toEqual({
      show: ['A plan is shown on the site once it has a Segpay or Epoch price point.'],
    });
  });
});

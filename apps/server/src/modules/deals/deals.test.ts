/** Deals: a price in the plan's currency, a window, and no two active deals of one plan at once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { adminWith, superAdminSession } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let planId: number;

const window = (start: string, end: string) => ({ starts_at: `${start}T00:00:00Z`, ends_at: `${end}T00:00:00Z` });

beforeAll(async () => {
  api = as(
    app,
    (await adminWith(app, ['list-deals', 'create-deals', 'edit-deals', 'delete-deals', 'create-plans', 'edit-plans']))
      .token,
  );
  const plan = await api.post('/api/plans', {
    name: 'Pass',
    title: 'Pass',
    type: 'one_time',
    once_price: '9.99',
    once_count: 7,
    once_unit: 'day',
    currency: 'EUR',
  });
  planId = plan.body.id;
});

describe('deals', () => {
  it('creates a deal in the currency of its plan, named with the plan', async () => {
    const created = await api.post('/api/deals', {
      plan_id: planId,
      price: '4.5',
      ...window('2025-01-01', '2025-01-08'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      plan_id: planId,
      plan_name: 'Pass',
      price: '4.50',
      currency: 'EUR',
      active: true,
    });
    expect((await api.get('/api/deals?q=pass')).body.data.map((d: { id: number }) => d.id)).toContain(created.body.id);
  });

  it('refuses an active deal overlapping another of the same plan, naming it; an inactive one may', async () => {
    const first = await api.post('/api/deals', {
      plan_id: planId,
      price: '5.00',
      ...window('2025-02-01', '2025-02-10'),
    });
    const overlap = await api.post('/api/deals', {
      plan_id: planId,
      price: '6.00',
      ...window('2025-02-09', '2025-02-20'),
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({
      starts_at: [`Deal #${first.body.id} of this plan is active in the same window.`],
    });
    const after = await api.post('/api/deals', {
      plan_id: planId,
      price: '6.00',
      ...window('2025-02-10', '2025-02-20'),
    });
    expect(after.status).toBe(201);
    const inactive = await api.post('/api/deals', {
      plan_id: planId,
      price: '6.00',
      active: false,
      ...window('2025-02-05', '2025-02-15'),
    });
    expect(inactive.status).toBe(201);
    const activated = await api.put(`/api/deals/${inactive.body.id}`, { active: true });
    expect(activated.status).toBe(422);
    expect((await api.put(`/api/deals/${first.body.id}`, { price: '5.50' })).body.price).toBe('5.50');
  });

  it('refuses an unknown plan, a backwards window and a price its currency cannot hold', async () => {
    expect(
      (await api.post('/api/deals', { plan_id: 999999, price: '1.00', ...window('2025-03-01', '2025-03-02') })).body
        .errors,
    ).toEqual({
      plan_id: ['Does not exist.'],
    });
    expect(
      (await api.post('/api/deals', { plan_id: planId, price: '1.00', ...window('2025-03-02', '2025-03-01') })).body
        .errors,
    ).toEqual({
      ends_at: ['Must be after the start.'],
    });
    expect(
      (await api.post('/api/deals', { plan_id: planId, price: '1.001', ...window('2025-04-01', '2025-04-02') })).body
        .errors,
    ).toEqual({
      price: ['At most 2 decimals in EUR.'],
    });
  });

  it('deletes a deal', async () => {
    const made = await api.post('/api/deals', {
      plan_id: planId,
      price: '1.00',
      ...window('2026-01-01', '2026-01-02'),
    });
    expect((await api.delete(`/api/deals/${made.body.id}`)).status).toBe(204);
  });
});

describe('the deals a member site reads', () => {
  it('are the active ones within their window now, to a caller with a site key only', async () => {
    const admin = as(app, await superAdminSession(app));
    const key = (await admin.post('/api/sites', { name: 'Dealer', domain: 'dealer.example' })).body.intake_key;
    const plan = await admin.post('/api/plans', {
      name: 'Week',
      title: 'Week',
      type: 'one_time',
      once_price: '4.99',
      once_count: 7,
      once_unit: 'day',
      currency: 'USD',
    });
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const deal = (starts: number, ends: number, active = true) =>
      admin.post('/api/deals', {
        plan_id: plan.body.id,
        price: '2.99',
        starts_at: at(starts),
        ends_at: at(ends),
        active,
      });
    const now = (await deal(-1, 1)).body;
    await deal(2, 5);
    await deal(-10, -5);
    const switchedOff = (await deal(6, 9, false)).body;
    expect(now.live).toBe(true);
    expect(switchedOff.live).toBe(false);
    const read = (siteKey?: string) =>
      app.inject({ method: 'GET', url: '/api/site/deals', headers: siteKey ? { 'x-site-key': siteKey } : {} });
    const answer = await read(key);
    expect(answer.statusCode).toBe(200);
    const offered = answer.json().data.filter((d: { plan_id: number }) => d.plan_id === plan.body.id);
    expect(offered).toEqual([expect.objectContaining({ id: now.id, price: '2.99', currency: 'USD', live: true })]);
    expect((await read()).statusCode).toBe(401);
    const listed = await admin.get(`/api/deals?plan_id=${plan.body.id}&live=0`);
    expect(listed.body.data.map((d: { id: number }) => d.id)).not.toContain(now.id);
    expect(listed.body.data).toHaveLength(3);
  });
});

/** Deals: a price in the plan's currency, a window, and no two active deals of one plan at once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
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

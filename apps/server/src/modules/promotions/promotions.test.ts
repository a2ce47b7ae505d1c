/** Promotions: unique codes whatever the case, a window that ends after it starts, plans, and redemptions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let planIds: number[];

const plan = (name: string) => ({ name, title: name, type: 'coins', coins: 100, once_price: '9.99' });
const summer = {
  name: 'Summer',
  code: 'SUMMER25',
  started_at: '2025-06-01T00:00:00Z',
  ended_at: '2025-09-01T00:00:00Z',
  times: 100,
};

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-promotions',
    'create-promotions',
    'edit-promotions',
    'delete-promotions',
    'create-plans',
    'list-audit-logs',
  ]);
  api = as(app, token);
  planIds = [
    (await api.post('/api/plans', plan('Small'))).body.id,
    (await api.post('/api/plans', plan('Large'))).body.id,
  ];
});

describe('promotions', () => {
  it('creates a promotion on plans, answered with them and no redemptions yet', async () => {
    const created = await api.post('/api/promotions', { ...summer, plan_ids: planIds });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'SUMMER25',
      status: 'active',
      times: 100,
      plan_ids: planIds,
      plans: [expect.objectContaining({ name: 'Small' }), expect.objectContaining({ name: 'Large' })],
      redemptions: 0,
    });
  });

  it('refuses a code taken in another case, a code with spaces and a window that ends first', async () => {
    const taken = await api.post('/api/promotions', { ...summer, code: 'summer25' });
    expect(taken.body.errors).toEqual({ code: ['This value is already taken.'] });
    const spaced = await api.post('/api/promotions', { ...summer, code: 'TWO WORDS' });
    expect(spaced.body.errors).toEqual({ code: ['Letters, digits, dashes and underscores only.'] });
    const backwards = await api.post('/api/promotions', { ...summer, code: 'BACK', ended_at: '2025-05-01T00:00:00Z' });
    expect(backwards.body.errors).toEqual({ ended_at: ['Must be after the start.'] });
    const made = await api.post('/api/promotions', { ...summer, code: 'EDITED' });
    const edited = await api.put(`/api/promotions/${made.body.id}`, { started_at: '2025-10-01T00:00:00Z' });
    expect(edited.body.errors).toEqual({ ended_at: ['Must be after the start.'] });
    expect((await api.post('/api/promotions', { ...summer, code: 'GHOST', plan_ids: [999999] })).body.errors).toEqual({
      plan_ids: ['Does not exist.'],
    });
  });

  it('replaces its plans through POST /promotions/{id}/plans, audited, and filters by plan', async () => {
    const made = await api.post('/api/promotions', { ...summer, code: 'SWAP', plan_ids: [planIds[0]] });
    const swapped = await api.post(`/api/promotions/${made.body.id}/plans`, { plan_ids: [planIds[1]] });
    expect(swapped.status).toBe(200);
    expect(swapped.body.plan_ids).toEqual([planIds[1]]);
    const filtered = await api.get(`/api/promotions?plan_id=${planIds[0]}`);
    expect(filtered.body.data.map((p: { code: string }) => p.code)).not.toContain('SWAP');
    const audit = await api.get(`/api/audit-logs?resource=promotions&resource_id=${made.body.id}&action=update`);
    expect(audit.body.data[0].changes.plan_ids).toEqual({ before: [planIds[0]], after: [planIds[1]] });
  });

  it('counts the successful charges made with it as redemptions, not declines or refunds', async () => {
    const made = await api.post('/api/promotions', { ...summer, code: 'COUNTED' });
    const base = {
      processor: 'segpay',
      currency: 'USD',
      amount: 999,
      promotionId: made.body.id,
      occurredAt: new Date(),
    };
    const [charge] = await app.db
      .insert(transactions)
      .values([
        { ...base, processorRef: 'r-1', processorType: 'sale', type: 'initial' },
        { ...base, processorRef: 'r-2', processorType: 'sale', type: 'rebill' },
        { ...base, processorRef: 'r-3', processorType: 'sale', type: 'decline' },
      ])
      .returning({ id: transactions.id });
    await app.db
      .insert(transactions)
      .values({ ...base, processorRef: 'r-4', processorType: 'credit', type: 'refund', originalId: charge!.id });
    expect((await api.get(`/api/promotions/${made.body.id}`)).body.redemptions).toBe(2);
  });

  it('deletes a promotion', async () => {
    const made = await api.post('/api/promotions', { ...summer, code: 'GONE', plan_ids: planIds });
    expect((await api.delete(`/api/promotions/${made.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/promotions/${made.body.id}`)).status).toBe(404);
  });
});

/**
 * Archived plans: retired with `archive` (hidden, left out of the list unless asked for, never sold again: a
 * processor's first charge and a new deal are refused), brought back with `restore`; the renewals of what was
 * sold go on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { postbacks, subscriptions } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let fixture: Awaited<ReturnType<typeof commerceFixture>>;

beforeAll(async () => {
  const permissions = ['list-plans', 'edit-plans', 'archive-plans', 'restore-plans', 'create-deals', 'list-audit-logs'];
  api = as(app, (await adminWith(app, permissions)).token);
  fixture = await commerceFixture(app);
  await newMember(app, 'ann');
  await newMember(app, 'bob');
});

const names = async (query = '') =>
  (await api.get(`/api/plans?per_page=100${query}`)).body.data.map((plan: { name: string }) => plan.name);

describe('archiving a plan', () => {
  it('hides it, leaves it out of the list unless asked for, keeps it from being shown, and restores it', async () => {
    const id = fixture.planIds['Yearly']!;
    await api.put(`/api/plans/${id}`, { show: true });
    const archived = await api.post(`/api/plans/${id}/archive`);
    expect(archived.body).toMatchObject({ status: 'archived', show: false });
    expect(await names()).not.toContain('Yearly');
    expect(await names('&archived=0')).not.toContain('Yearly');
    expect(await names('&archived=1')).toEqual(['Yearly']);
    expect((await api.get(`/api/plans/${id}`)).body.status).toBe('archived');
    const shown = await api.put(`/api/plans/${id}`, { show: true });
    expect(shown.status).toBe(422);
    expect(Object.keys(shown.body.errors)).toEqual(['show']);
    expect((await api.post(`/api/plans/${id}/archive`)).status).toBe(409);
    const log = await api.get(`/api/audit-logs?resource=plans&resource_id=${id}`);
    expect(log.body.data[0]).toMatchObject({ action: 'archive', changes: { status: { after: 'archived' } } });

    const restored = await api.post(`/api/plans/${id}/restore`);
    expect(restored.body).toMatchObject({ status: 'active', show: false });
    expect(await names()).toContain('Yearly');
    expect((await api.post(`/api/plans/${id}/restore`)).status).toBe(409);
  });

  it('needs archive-plans and restore-plans', async () => {
    const editor = as(app, (await adminWith(app, ['list-plans', 'edit-plans'])).token);
    const id = fixture.planIds['Monthly EUR']!;
    expect((await editor.post(`/api/plans/${id}/archive`)).status).toBe(403);
    await api.post(`/api/plans/${id}/archive`);
    expect((await editor.post(`/api/plans/${id}/restore`)).status).toBe(403);
    await api.post(`/api/plans/${id}/restore`);
  });

  it('refuses a new active deal of an archived plan on plan_id', async () => {
    const id = fixture.planIds['30-day pass']!;
    await api.post(`/api/plans/${id}/archive`);
    const deal = { plan_id: id, price: '5.00', starts_at: '2027-01-01T00:00:00Z', ends_at: '2027-02-01T00:00:00Z' };
    const refused = await api.post('/api/deals', { ...deal, active: true });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['plan_id']);
    await api.post(`/api/plans/${id}/restore`);
  });
});

describe('the ledger and an archived plan', () => {
  const sale = (fields: Record<string, string>) =>
    segpaySale({ price: '29.99', eticketid: '196001:1001', transtime: '2026-03-01 10:00:00', ...fields });

  it('refuses a first charge of it, and renews the subscriptions sold before', async () => {
    const id = fixture.planIds['Monthly']!;
    const first = sale({ stage: 'Initial', purchaseid: 'A-1', tranid: 'A-T1', username: 'ann' });
    expect((await postback(app, 'segpay', first)).body.status).toBe('processed');
    await api.post(`/api/plans/${id}/archive`);

    const refused = await postback(
      app,
      'segpay',
      sale({ stage: 'Initial', purchaseid: 'B-1', tranid: 'B-T1', username: 'bob' }),
    );
    expect(refused.body.status).toBe('failed');
    const [row] = await app.db.select().from(postbacks).where(eq(postbacks.id, refused.body.id));
    expect(row!.error).toBe('plan_archived:196001:1001');
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.processorRef, 'B-1'))).toEqual([]);

    const rebill = sale({ stage: 'Rebill', purchaseid: 'A-1', tranid: 'A-T2', transtime: '2026-04-01 10:00:00' });
    expect((await postback(app, 'segpay', rebill)).body.status).toBe('processed');
    const [renewed] = await app.db.select().from(subscriptions).where(eq(subscriptions.processorRef, 'A-1'));
    expect(renewed).toMatchObject({ status: 'active', paidThrough: new Date('2026-05-01T10:00:00Z') });
    // Its subscriber still counts for it.
    expect((await api.get(`/api/plans/${id}`)).body.subscribers).toBe(1);
  });
});

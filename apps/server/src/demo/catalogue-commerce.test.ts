/** Demo commerce catalogue: plans of every type, promotions and deals on them, three months of statements. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';

const app = await startTestApp({ demoData: true });

describe('demo commerce catalogue', () => {
  it('offers plans of every type, promotions and deals on them, and reconcilable statements', async () => {
    const api = as(app, await superAdminSession(app));
    const plans = (await api.get('/api/plans?per_page=200')).body.data as Array<{ type: string }>;
    expect(new Set(plans.map((p) => p.type))).toEqual(new Set(['subscription', 'one_time', 'coins']));
    const promotions = (await api.get('/api/promotions')).body.data as Array<{ code: string; plans: unknown[] }>;
    expect(promotions.find((p) => p.code === 'WELCOME10')?.plans).toHaveLength(2);
    const deals = (await api.get('/api/deals?active=1')).body.data as Array<{ plan_name: string; price: string }>;
    expect(deals).toContainEqual(expect.objectContaining({ plan_name: 'Yearly', price: '119.99' }));
    const reports = (await api.get('/api/segpay-payout-reports')).body.data as Array<{ id: number; net: string }>;
    expect(reports).toHaveLength(3);
    const reconciliation = await api.get(`/api/segpay-payout-reports/${reports[0]!.id}/reconciliation`);
    expect(reconciliation.status).toBe(200);
    expect(reconciliation.body.net_unexplained).toBe('0.00');
  });
});

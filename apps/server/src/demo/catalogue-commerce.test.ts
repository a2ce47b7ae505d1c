/** Demo commerce catalogue: plans of every type, promotions and deals on them. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';

const app = await startTestApp({ demoData: true });

describe('demo commerce catalogue', () => {
  it('offers plans of every type, and promotions and deals on them', async () => {
    const api = as(app, await superAdminSession(app));
    const plans = (await api.get('/api/plans?per_page=200')).body.data as Array<{ type: string }>;
    expect(new Set(plans.map((p) => p.type))).toEqual(new Set(['subscription', 'one_time', 'coins']));
    const promotions = (await api.get('/api/promotions')).body.data as Array<{ code: string; plans: unknown[] }>;
    expect(promotions.find((p) => p.code === 'WELCOME10')?.plans).toHaveLength(2);
    const deals = (await api.get('/api/deals?active=1')).body.data as Array<{ plan_name: string; price: string }>;
    expect(deals).toContainEqual(expect.objectContaining({ plan_name: 'Yearly', price: '119.99' }));
  });
});

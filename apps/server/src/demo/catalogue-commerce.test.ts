/** Demo catalogue: plans of every type, promotions and deals on them; the performers' compliance records. */
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

describe('demo compliance records', () => {
  it('clear every published video, and leave a draft waiting for its releases', async () => {
    const api = as(app, await superAdminSession(app));
    const models = (await api.get('/api/models?per_page=1')).body.meta.total;
    expect((await api.get('/api/model-records?per_page=1')).body.meta.total).toBe(models);

    const [published] = (await api.get('/api/videos?status=published&per_page=1')).body.data;
    expect(published.produced_on < published.published_at.slice(0, 10)).toBe(true);
    expect((await api.post(`/api/videos/${published.id}/hide`)).status).toBe(200);
    expect((await api.post(`/api/videos/${published.id}/publish`)).status).toBe(200);

    const [waiting] = (await api.get('/api/videos?q=BL-000010')).body.data;
    const refused = await api.post(`/api/videos/${waiting.id}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body.missing.map((m: { gaps: string[] }) => m.gaps)).toEqual(
      waiting.model_ids.map(() => ['release']),
    );
  });
});

describe('demo complaints', () => {
  it('hold every state, one overdue, and a site complaint naming a video that site shows', async () => {
    const api = as(app, await superAdminSession(app));
    const all = (await api.get('/api/complaints')).body.data as Array<Record<string, unknown>>;
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['open', 'upheld', 'rejected']));
    expect((await api.get('/api/complaints?overdue=1')).body.meta.total).toBe(1);
    expect(all.find((c) => c.source === 'member_site' && c.video_id)?.video_title).toEqual(expect.any(String));
    expect(all.filter((c) => c.status !== 'open').every((c) => c.decision_note && c.decided_by_username)).toBe(true);
  });
});

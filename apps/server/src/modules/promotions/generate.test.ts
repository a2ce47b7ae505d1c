/** Single-use promotion codes generated many at once: unique, on the plans given, audited, all or none. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let planId: number;

const batch = {
  name: 'Newsletter',
  started_at: '2026-01-01T00:00:00Z',
  ended_at: '2026-03-01T00:00:00Z',
};

beforeAll(async () => {
  const { token } = await adminWith(app, ['list-promotions', 'create-promotions', 'create-plans', 'list-audit-logs']);
  api = as(app, token);
  const plan = { name: 'Coins', title: 'Coins', type: 'coins', coins: 100, once_price: '9.99' };
  planId = (await api.post('/api/plans', plan)).body.id;
});

describe('generating promotion codes', () => {
  it('makes 50 unique single-use codes on the plans, each audited', async () => {
    const made = await api.post('/api/promotions/generate', { ...batch, count: 50, prefix: 'NL-', plan_ids: [planId] });
    expect(made.status).toBe(201);
    const codes = made.body.data.map((row: { code: string }) => row.code);
    expect(codes).toHaveLength(50);
    expect(new Set(codes.map((code: string) => code.toLowerCase())).size).toBe(50);
    expect(codes.every((code: string) => /^NL-[A-HJ-NP-Z2-9]{10}$/.test(code))).toBe(true);
    const shown = await api.get(`/api/promotions/${made.body.data[0].id}`);
    expect(shown.body).toMatchObject({ name: 'Newsletter', times: 1, status: 'active', plan_ids: [planId] });
    const log = await api.get(`/api/audit-logs?resource=promotions&resource_id=${made.body.data[49].id}`);
    expect(log.body.data[0]).toMatchObject({ action: 'create', record_label: codes[49] });
  });

  it('refuses 0 or 5,001 codes, and a window ending before it starts, writing nothing', async () => {
    const before = (await api.get('/api/promotions')).body.meta.total;
    for (const count of [0, 5001]) {
      const refused = await api.post('/api/promotions/generate', { ...batch, count });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['count']);
    }
    const backwards = await api.post('/api/promotions/generate', {
      ...batch,
      count: 2,
      ended_at: '2025-01-01T00:00:00Z',
    });
    expect(backwards.status).toBe(422);
    expect((await api.get('/api/promotions')).body.meta.total).toBe(before);
  });
});

/**
 * Single-use promotion codes generated many at once: unique, on the plans given, audited, all or none; and
 * promotions imported by code, with their plans and window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { upload } from '../../test/files.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token: string;
let planId: number;

const batch = {
  name: 'Newsletter',
  started_at: '2026-01-01T00:00:00Z',
  ended_at: '2026-03-01T00:00:00Z',
};

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'list-promotions',
    'create-promotions',
    'import-promotions',
    'create-plans',
    'list-audit-logs',
  ]));
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

describe('importing promotions', () => {
  it('creates them by code with their plans and window, and refuses a window ending first', async () => {
    const csv = [
      'code,name,started_at,ended_at,times,plan_ids',
      `IMP-ONE,Imported,2026-01-01T00:00:00Z,2026-02-01T00:00:00Z,3,${planId}`,
      'IMP-TWO,Backwards,2026-03-01T00:00:00Z,2026-02-01T00:00:00Z,,',
    ].join('\n');
    const sent = (dryRun: boolean) =>
      upload(app, token, '', Buffer.from(csv), {
        url: `/api/promotions/import${dryRun ? '?dry_run=1' : ''}`,
        name: 'promotions.csv',
        type: 'text/csv',
      });
    const checked = await sent(true);
    expect(checked.body.rows.map((row: { action: string }) => row.action)).toEqual(['create', 'error']);
    expect(Object.keys(checked.body.rows[1].errors)).toEqual(['ended_at']);
    expect((await sent(false)).status).toBe(422);
    const fixed = csv.replace('2026-03-01T00:00:00Z', '2026-01-15T00:00:00Z');
    const applied = await upload(app, token, '', Buffer.from(fixed), {
      url: '/api/promotions/import',
      name: 'promotions.csv',
      type: 'text/csv',
    });
    expect(applied.body.summary).toMatchObject({ create: 2, errors: 0 });
    const listed = await api.get('/api/promotions?q=IMP-ONE');
    expect(listed.body.data[0]).toMatchObject({ code: 'IMP-ONE', times: 3, plan_ids: [planId] });
  });
});

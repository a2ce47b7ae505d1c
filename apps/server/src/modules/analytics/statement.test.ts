/**
 * A site's monthly revenue statement as a PDF, read back: its figures are the daily revenue table's for the same
 * month and site (`analyticsScenario`, days in Asia/Shanghai), in Chinese or English; who may get it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyRevenueRow, MoneyFigures } from '@backlot/contract';
import { analyticsScenario, SCENARIO_ZONE } from '../../test/analytics-scenario.js';
import { as, signIn } from '../../test/client.js';
import { download, pdfText } from '../../test/documents.js';
import { adminHolding, adminWith, roleWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp({ reportTimeZone: SCENARIO_ZONE });
let scenario: Awaited<ReturnType<typeof analyticsScenario>>;
let token = '';
const url = (query: string) => `/api/analytics/revenue/statement.pdf?${query}`;

beforeAll(async () => {
  scenario = await analyticsScenario(app);
  token = (await adminWith(app, ['export-analytics', 'view-daily-revenue'])).token;
});

describe('GET /analytics/revenue/statement.pdf', () => {
  it("holds the daily revenue table's totals and days for the month and site", async () => {
    const answer = await download(app, url(`month=2026-03&site_id=${scenario.siteId}&lang=en`), token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="statement-${scenario.siteId}-2026-03.pdf"`,
    );
    const text = await pdfText(answer.bytes);
    const table = await as(app, token).get(
      `/api/analytics/revenue/companyDataDaily?from=2026-03-01&to=2026-03-31&site_id=${scenario.siteId}`,
    );
    const totals = table.body.totals as MoneyFigures[];
    const days = table.body.data as DailyRevenueRow[];
    expect(totals.map((m) => m.currency)).toEqual(['EUR', 'USD']);
    expect(days).toHaveLength(5);
    for (const m of totals)
      expect(text).toContain(
        [m.currency, m.gross, m.refund_amount, m.chargeback_amount, m.void_amount, m.fees, m.net].join(' '),
      );
    for (const d of days) {
      const money = [d.gross, d.refund_amount, d.chargeback_amount, d.void_amount, d.fees, d.net];
      expect(text).toContain([d.day, d.currency, d.charges, ...money].join(' '));
    }
    expect(text).toContain('USD 69.97 10.00 0.00 0.00 7.30 52.67');
    expect(text).toContain('Monthly revenue statement');
    expect(text).toContain('2026-03-01 to 2026-03-31, days in Asia/Shanghai');
  });

  it('is written in Chinese for zh-CN, and says so when the site had no revenue that month', async () => {
    const text = await pdfText(
      (await download(app, url(`month=2026-04&site_id=${scenario.siteId}`), token, 'zh-CN')).bytes,
    );
    expect(text).toContain('月度收入对账单');
    expect(text).toContain('本月无收入。');
  });

  it('needs export-analytics, refuses a channel partner, and answers 404 for no such site and 422 for a bad month', async () => {
    const viewer = (await adminWith(app, ['view-daily-revenue'])).token;
    const query = url(`month=2026-03&site_id=${scenario.siteId}`);
    expect((await download(app, query, viewer)).status).toBe(403);
    const root = as(app, await signIn(app));
    const role = await root.post('/api/roles', { name: 'Statement partners', is_partner: true, permissions: [] });
    const partner = await adminHolding(app, [role.body.id, await roleWith(app, ['export-analytics'])]);
    expect((await download(app, query, partner.token)).status).toBe(403);
    expect((await download(app, url('month=2026-03&site_id=999999'), token)).status).toBe(404);
    expect((await download(app, url(`month=2026-13&site_id=${scenario.siteId}`), token)).status).toBe(422);
  });
});

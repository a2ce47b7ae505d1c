/** An order's receipt as a PDF: its text read back as a viewer reads it, in Chinese and English; who may get it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsScenario, SCENARIO_ZONE } from '../../../test/analytics-scenario.js';
import { as, signIn } from '../../../test/client.js';
import { download, pdfText } from '../../../test/documents.js';
import { adminHolding, adminWith, roleWith } from '../../../test/fixtures.js';
import { startTestApp } from '../../../test/harness.js';

const app = await startTestApp({ reportTimeZone: SCENARIO_ZONE });
let token = '';
const ids = { ann: 0, bob: 0 };
let scenario: Awaited<ReturnType<typeof analyticsScenario>>;

const orderOf = async (number: string) =>
  (await as(app, token).get(`/api/orders?transaction_number=${number}`)).body.data[0] as { id: number };

beforeAll(async () => {
  scenario = await analyticsScenario(app);
  token = (await adminWith(app, ['list-orders'])).token;
  ids.ann = (await orderOf('T-1')).id;
  ids.bob = (await orderOf('T-3')).id;
});

describe('GET /orders/{id}/receipt.pdf', () => {
  it('writes the receipt in Chinese: site, order number, time in the reporting zone, member, plan, total, refund', async () => {
    const answer = await download(app, `/api/orders/${ids.ann}/receipt.pdf?lang=zh-CN`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="receipt-${ids.ann}.pdf"`);
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(answer.bytes);
    expect(text).toContain('收据');
    expect(text).toContain('订单号');
    expect(text).toContain(String(ids.ann));
    expect(text).toContain('实付合计');
    expect(text).toContain('29.99 USD');
    expect(text).toContain('2026-03-01 23:30'); // 15:30 UTC in Asia/Shanghai
    expect(text).toContain('ann <ann@example.com>');
    expect(text).toContain('T-1');
    expect(text).toContain('退款合计');
    expect(text).toContain('10.00 USD');
    expect(text).toContain('时间均为 Asia/Shanghai 时间。');
  });

  it('follows Accept-Language without lang, and leaves out the refunds of an order without any', async () => {
    const answer = await download(app, `/api/orders/${ids.bob}/receipt.pdf`, token, 'en');
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Receipt');
    expect(text).toContain('Total paid');
    expect(text).toContain('27.99 EUR');
    // Bob's charge was charged back: listed under the refunds.
    expect(text).toContain('Chargeback');
    expect(text).not.toContain('收据');
  });

  it('needs list-orders (403) and answers 404 for no such order', async () => {
    const other = (await adminWith(app, ['list-users'])).token;
    expect((await download(app, `/api/orders/${ids.ann}/receipt.pdf`, other)).status).toBe(403);
    expect((await download(app, '/api/orders/999999/receipt.pdf', token)).status).toBe(404);
  });

  it("refuses a channel partner another channel's order (404), whatever its other roles hold", async () => {
    const root = as(app, await signIn(app));
    const role = await root.post('/api/roles', { name: 'Receipt partners', is_partner: true, permissions: [] });
    const wide = await roleWith(app, ['list-orders']);
    const partner = await adminHolding(app, [role.body.id, wide]);
    await root.post(`/api/channels/${scenario.googleId}/admins`, { admin_id: partner.adminId });
    expect((await download(app, `/api/orders/${ids.ann}/receipt.pdf`, partner.token)).status).toBe(200);
    expect((await download(app, `/api/orders/${ids.bob}/receipt.pdf`, partner.token)).status).toBe(404);
    expect((await as(app, partner.token).get(`/api/orders/${ids.bob}`)).status).toBe(404);
  });
});

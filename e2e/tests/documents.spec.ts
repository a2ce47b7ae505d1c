/**
 * Documents staff download: the member's receipt for an order as a PDF from the order's page (in Chinese, its
 * text read back), and a ticket's attachments as one zip from the ticket's page on a phone (in English).
 */
import fs from 'node:fs/promises';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { sale, segpay, signUp } from '../support/commerce.ts';
import { pdfTextOf, zipNamesOf } from '../support/files.ts';
import { createSite, intake, uploadAttachment } from '../support/member-site.ts';
import { button, signInAndWait } from '../support/ui.ts';

test.describe('in zh-CN', () => {
  test.use({ lang: 'zh-CN' });

  test("downloads the member's receipt for an order as a PDF", async ({ page }) => {
    const buyer = unique('buyer');
    const tranid = unique('T');
    await signUp(buyer);
    expect(await segpay(sale({ purchaseid: unique('P'), tranid, username: buyer }))).toBe('processed');
    const orders = await call<{ data: { id: number }[] }>('GET', `/orders?transaction_number=${tranid}`, {
      token: await asAdmin(),
    });
    const orderId = orders.data[0]!.id;

    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD!, 'zh-CN');
    await page.goto(`/#/orders/${orderId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '收据（PDF）').click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
    const path = await download.path();
    expect((await fs.readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfTextOf(path);
    expect(text).toContain('收据');
    expect(text).toContain(`订单号 ${orderId}`);
    expect(text).toContain(`${buyer} <${buyer}@example.com>`);
    expect(text).toContain('29.99 USD');
  });
});

test.describe('on a phone in en', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("downloads a ticket's attachments as one zip", async ({ page }) => {
    const site = await createSite();
    const name = `${unique('invoice')}.pdf`;
    const attachment = await uploadAttachment(site, name);
    const subject = unique('Charged twice');
    const ticketId = await intake(site, 'supports', {
      type: 'billing',
      subject,
      email: `${unique('mia')}@example.com`,
      message: 'My invoice is attached.',
      attachment_id: attachment,
    });

    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD!, 'en');
    await page.goto(`/#/questions/supports/${ticketId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download attachments (1)').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${ticketId}-attachments.zip`);
    expect(await zipNamesOf(await download.path())).toEqual([name]);
  });
});

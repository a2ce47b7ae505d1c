/**
 * A Segpay configuration's postback secret, in both languages (Chinese on a phone, English on a desktop): a new
 * one shown once with the postback URL that carries it, copied, and never shown again — not on the page, not by
 * the API; and the secret a processor already sends typed in, after which the notification it had sent, refused
 * then, is replayed from the postback inbox and applied.
 */
import { test, expect } from '../support/fixtures.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { start, where, type Run } from '../support/forms.ts';
import { button, buttonName, confirmOpened, rowAction, visibleRows } from '../support/ui.ts';
import { postSegpay, sale, signUp } from '../support/commerce.ts';

const T = {
  'zh-CN': {
    newSecret: '生成新的回调密钥',
    confirm: '确定',
    shownOnce: '密钥只显示这一次',
    kept: '我已复制保存',
    setSecret: '填写支付通道的密钥',
    typedSecret: '密钥',
    save: '确定',
    secretSet: '回调密钥已保存',
    keyword: '搜索',
    replay: '重新处理',
    rejected: '已拒绝',
    processed: '已处理',
  },
  en: {
    newSecret: 'New postback secret',
    confirm: 'Confirm',
    shownOnce: 'shown only this once',
    kept: 'I have copied it',
    setSecret: 'Enter the processor’s secret',
    typedSecret: 'Secret',
    save: 'Confirm',
    secretSet: 'The postback secret was saved',
    keyword: 'Search',
    replay: 'Replay',
    rejected: 'Rejected',
    processed: 'Processed',
  },
} as const;

const RUNS: Run[] = [
  { lang: 'zh-CN', phone: true },
  { lang: 'en', phone: false },
];

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a new postback secret is shown once with its URL and never again (${where(run)})`, async ({
      page,
      context,
    }) => {
      const t = T[run.lang];
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const token = await asAdmin();
      const host = unique('pb')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      const site = await call<{ id: number }>('POST', '/sites', {
        token,
        body: { name: unique('Site'), domain: `${host}.example.com` },
      });
      const merchant = unique('M');
      await call('POST', '/segpays', { token, body: { site_id: site.id, merchant_id: merchant } });
      await start(page, run);
      await page.goto(`/#/orders/segpays?site_id=${site.id}`);
      const row = visibleRows(page).filter({ hasText: merchant });
      await expect(row).toHaveCount(1);

      await (await rowAction(page, row, t.newSecret)).click();
      await confirmOpened(page, t.confirm);
      const dialog = page.getByRole('dialog').filter({ hasText: t.shownOnce });
      const secret = (await dialog.locator('code').first().textContent()) ?? '';
      expect(secret).toMatch(/^bl_pb_/);
      await expect(dialog.locator('code').nth(1)).toHaveText(new RegExp(`/api/postbacks/segpay\\?secret=${secret}$`));
      await dialog
        .getByRole('button', { name: /复制|Copy/ })
        .nth(1)
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`secret=${secret}`);
      await dialog.getByRole('button', { name: buttonName(t.kept) }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByText(secret)).toHaveCount(0);
      await page.reload();
      await expect(row).toContainText(`…${secret.slice(-4)}`);
      expect(await page.content()).not.toContain(secret);
      const again = await call('GET', `/segpays?site_id=${site.id}`, { token });
      expect(JSON.stringify(again)).not.toContain(secret);
    });

    test(`a notification refused for its secret is applied once the processor's secret is entered (${where(run)})`, async ({
      page,
    }) => {
      const t = T[run.lang];
      const token = await asAdmin();
      const host = unique('ps')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      const site = await call<{ id: number; intake_key: string }>('POST', '/sites', {
        token,
        body: { name: unique('Site'), domain: `${host}.example.com` },
      });
      const merchant = unique('M');
      await call('POST', '/segpays', { token, body: { site_id: site.id, merchant_id: merchant } });
      // The processor's portal already holds a secret of its own: its notification is refused.
      const portalSecret = `portal-${unique('s')}-0123456789`;
      // A member of the new site: a processor's notification finds only its own site's members.
      const buyer = unique('buyer');
      await signUp(buyer, site.intake_key);
      const tranid = unique('T');
      const refused = await postSegpay(sale({ purchaseid: unique('P'), tranid, username: buyer }), portalSecret);
      expect(refused.status).toBe(401);

      await start(page, run);
      await page.goto(`/#/orders/segpays?site_id=${site.id}`);
      const row = visibleRows(page).filter({ hasText: merchant });
      await (await rowAction(page, row, t.setSecret)).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.typedSecret, { exact: true }).fill(portalSecret);
      await dialog.getByRole('button', { name: buttonName(t.save) }).click();
      await expect(page.getByText(t.secretSet)).toBeVisible();
      await expect(row).toContainText(`…${portalSecret.slice(-4)}`);

      await page.goto('/#/orders/postbacks');
      const keyword = page.getByLabel(t.keyword, { exact: true }).filter({ visible: true });
      await keyword.fill(tranid);
      await keyword.press('Enter');
      const found = visibleRows(page);
      await expect(found).toHaveCount(1);
      await expect(found.first()).toContainText(t.rejected);
      await (await rowAction(page, found.first(), t.replay)).click();
      await button(page, t.save).click();
      await expect(found.first()).toContainText(t.processed);
    });
  });
}

/**
 * A Segpay configuration's new postback secret, in both languages (Chinese on a phone, English on a desktop):
 * shown once with the postback URL that carries it, copied, and never shown again — not on the page, not by the
 * API.
 */
import { test, expect } from '../support/fixtures.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { start, where, type Run } from '../support/forms.ts';
import { button, buttonName } from '../support/ui.ts';

const T = {
  'zh-CN': {
    newSecret: '生成新的回调密钥',
    confirm: '确定',
    shownOnce: '密钥只显示这一次',
    kept: '我已复制保存',
  },
  en: {
    newSecret: 'New postback secret',
    confirm: 'Confirm',
    shownOnce: 'shown only this once',
    kept: 'I have copied it',
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
      const row = page.locator('.ant-table-row').filter({ hasText: merchant });
      await expect(row).toHaveCount(1);

      // A phone shows a row's actions behind one "more" button.
      if (run.phone) await row.getByRole('button').last().click();
      await (run.phone ? page : row).getByRole('button', { name: buttonName(t.newSecret) }).click();
      await button(page, t.confirm).click();
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
  });
}

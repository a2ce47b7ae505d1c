/**
 * The commerce catalogue as a newcomer uses it: a plan and a promotion made through the forms (Chinese, desktop),
 * a payout statement imported and its reconciliation read (English, desktop and phone), and a Segpay
 * configuration's new postback secret, copied once and never shown again (Chinese, phone).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { button, buttonName, signInAndWait } from '../support/ui.ts';

const PHONE = { width: 390, height: 844 };

/** A control of the form on screen, by its label (a kept-alive page may hold a field of the same name). */
const textbox = (page: Page, label: string) => page.locator('form:visible').getByLabel(label, { exact: true });
/** The form item (label, control, messages) of the form on screen holding the control labelled `label`. */
const field = (page: Page, label: string) =>
  page
    .locator('form:visible .ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();

/** Picks `option` in the select labelled `label`, typing it to search when the options come from the server. */
async function choose(page: Page, label: string, option: string, search = false) {
  await field(page, label).locator('.ant-select').click();
  if (search) await page.keyboard.type(option);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Types a date (and time) into an antd picker and confirms it: with its OK button when it has a time. */
async function pickDate(page: Page, label: string, text: string) {
  const input = textbox(page, label);
  await input.click();
  await input.fill(text);
  const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
  if (await ok.count()) await ok.click();
  else await input.press('Tab');
}

test.describe('in Chinese', () => {
  test.use({ lang: 'zh-CN' });

  test('a newcomer creates a coin pack and a promotion on it', async ({ page }) => {
    const plan = unique('金币包');
    const code = unique('PROMO')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto('/#/plans/create');
    await textbox(page, '名称').fill(plan);
    await textbox(page, '英文标题').fill('Coins');
    await choose(page, '类型', '金币包');
    await expect(textbox(page, '续费价格')).toHaveCount(0);
    await textbox(page, '价格').fill('9.9');
    await button(page, '保存').click();
    await expect(field(page, '金币数')).toContainText('此类型的套餐必须填写此项。');
    await textbox(page, '金币数').fill('800');
    await button(page, '保存').click();

    await expect(page).toHaveURL(/#\/plans\/\d+$/);
    await expect(page.getByText('US$9.90')).toBeVisible();
    await page.goto(`/#/plans?q=${encodeURIComponent(plan)}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('US$9.90 800 金币');

    await page.goto('/#/plans/promotions/create');
    await textbox(page, '名称').fill('开业优惠');
    await textbox(page, '优惠码').fill(code);
    await pickDate(page, '开始时间', '2030-01-01 00:00');
    await pickDate(page, '结束时间', '2030-02-01 00:00');
    await choose(page, '适用套餐', plan, true);
    await button(page, '保存').click();
    await expect(page).toHaveURL(/#\/plans\/promotions\/\d+$/);
    await expect(page.getByText(code, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(plan).filter({ visible: true }).first()).toBeVisible();

    // The same code in another case is taken.
    await page.goto('/#/plans/promotions/create');
    await textbox(page, '名称').fill('重复');
    await textbox(page, '优惠码').fill(code.toLowerCase());
    await pickDate(page, '开始时间', '2030-01-01 00:00');
    await pickDate(page, '结束时间', '2030-02-01 00:00');
    await button(page, '保存').click();
    await expect(field(page, '优惠码')).toContainText('该值已被占用。');
  });

  test('on a phone, a new postback secret is shown once with its URL and never again', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(PHONE);
    const token = await asAdmin();
    const site = await call<{ id: number; name: string }>('POST', '/sites', {
      token,
      body: {
        name: unique('Site'),
        domain: `${unique('pb')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}.example.com`,
      },
    });
    const merchant = unique('M');
    await call('POST', '/segpays', { token, body: { site_id: site.id, merchant_id: merchant } });
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto(`/#/orders/segpays?site_id=${site.id}`);
    const row = page.locator('.ant-table-row').filter({ hasText: merchant });
    await expect(row).toHaveCount(1);

    // A phone shows a row's actions behind one "more" button.
    await row.getByRole('button').last().click();
    await button(page, '生成新的回调密钥').click();
    await button(page, '确定').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '密钥只显示这一次' });
    const secret = (await dialog.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^bl_pb_/);
    await expect(dialog.locator('code').nth(1)).toHaveText(new RegExp(`/api/postbacks/segpay\\?secret=${secret}$`));
    await dialog
      .getByRole('button', { name: /复制|Copy/ })
      .nth(1)
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`secret=${secret}`);
    await dialog.getByRole('button', { name: buttonName('我已复制保存') }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(secret)).toHaveCount(0);
    await page.reload();
    await expect(row).toContainText(`…${secret.slice(-4)}`);
    expect(await page.content()).not.toContain(secret);
    const again = await call<{ data: Array<Record<string, unknown>> }>('GET', `/segpays?site_id=${site.id}`, { token });
    expect(JSON.stringify(again)).not.toContain(secret);
  });
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  const csv = [
    'transaction_id,type,amount,fee,date',
    'E2E-1,sale,29.99,3.50,2030-03-02',
    'E2E-2,credit,9.99,,2030-03-05',
  ];

  async function importStatement(page: Page, text: string) {
    await page.goto('/#/orders/payout-reports/import');
    await pickDate(page, 'First day', '2030-03-01');
    await pickDate(page, 'Last day', '2030-03-31');
    await textbox(page, 'Statement CSV').fill(text);
    await button(page, 'Save').click();
  }

  for (const screen of [{ name: 'desktop' }, { name: 'phone', viewport: PHONE }]) {
    test(`on a ${screen.name}, a statement is imported and its reconciliation read`, async ({ page }) => {
      if (screen.viewport) await page.setViewportSize(screen.viewport);
      await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');

      await importStatement(page, [...csv, 'E2E-3,gift,1.00,,'].join('\n'));
      await expect(page.getByText('Nothing was imported: 1 row needs fixing.')).toBeVisible();
      const problem = page.locator('tr').filter({ hasText: 'Use sale, refund (or credit) or chargeback (or charge).' });
      await expect(problem).toContainText('4');
      await expect(problem).toContainText('type');

      await textbox(page, 'Statement CSV').fill(csv.join('\n'));
      await button(page, 'Save').click();
      await expect(page).toHaveURL(/#\/orders\/payout-reports\/\d+$/);
      const card = page.locator('.ant-card').filter({ hasText: 'Reconciliation with the ledger' });
      await expect(card).toContainText('2 statement lines');
      await expect(card.locator('tr').filter({ hasText: 'Gross' })).toContainText('$20.00');
      await expect(card).toContainText('On the statement only (2)');
      await expect(card.locator('tr').filter({ hasText: 'E2E-2' })).toContainText('credit');
    });
  }
});

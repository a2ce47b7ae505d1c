/**
 * The commerce catalogue as a newcomer uses it, each flow in both languages, one on a desktop and one on a
 * phone: a plan and a promotion made through the forms; a payout statement imported (after a refused file) and
 * its reconciliation read; a Segpay configuration's new postback secret copied once and never shown again.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { button, buttonName, signInAndWait, type Lang } from '../support/ui.ts';

const PHONE = { width: 390, height: 844 };

const T = {
  'zh-CN': {
    name: '名称',
    title: '英文标题',
    type: '类型',
    coinPack: '金币包',
    recurringPrice: '续费价格',
    price: '价格',
    coins: '金币数',
    save: '保存',
    neededForType: '此类型的套餐必须填写此项。',
    priceShown: 'US$9.90',
    listPrice: 'US$9.90 800 金币',
    code: '优惠码',
    starts: '开始时间',
    ends: '结束时间',
    plans: '适用套餐',
    taken: '该值已被占用。',
    newSecret: '生成新的回调密钥',
    confirm: '确定',
    shownOnce: '密钥只显示这一次',
    kept: '我已复制保存',
    firstDay: '起始日',
    lastDay: '截止日',
    csv: '结算单 CSV',
    refused: '未导入任何内容：有 1 行需要修改。',
    badType: '请填写 sale、refund（或 credit）或 chargeback（或 charge）。',
    reconciliation: '与交易流水对账',
    lines: '结算单 2 行',
    gross: '总额',
    grossDifference: 'US$20.00',
    statementOnly: '仅在结算单中（2）',
  },
  en: {
    name: 'Name',
    title: 'Title (English)',
    type: 'Type',
    coinPack: 'Coin pack',
    recurringPrice: 'Recurring price',
    price: 'Price',
    coins: 'Coins',
    save: 'Save',
    neededForType: 'A plan of this type needs it.',
    priceShown: '$9.90',
    listPrice: '$9.90 for 800 coins',
    code: 'Code',
    starts: 'Starts',
    ends: 'Ends',
    plans: 'Plans',
    taken: 'This value is already taken.',
    newSecret: 'New postback secret',
    confirm: 'Confirm',
    shownOnce: 'shown only this once',
    kept: 'I have copied it',
    firstDay: 'First day',
    lastDay: 'Last day',
    csv: 'Statement CSV',
    refused: 'Nothing was imported: 1 row needs fixing.',
    badType: 'Use sale, refund (or credit) or chargeback (or charge).',
    reconciliation: 'Reconciliation with the ledger',
    lines: '2 statement lines',
    gross: 'Gross',
    grossDifference: '$20.00',
    statementOnly: 'On the statement only (2)',
  },
} as const;

/** Where each flow runs: both languages, one on a desktop and the other on a phone. */
const RUNS = {
  plan: [
    { lang: 'zh-CN', phone: false },
    { lang: 'en', phone: true },
  ],
  secret: [
    { lang: 'zh-CN', phone: true },
    { lang: 'en', phone: false },
  ],
  statement: [
    { lang: 'en', phone: false },
    { lang: 'zh-CN', phone: true },
  ],
} as const satisfies Record<string, ReadonlyArray<{ lang: Lang; phone: boolean }>>;

const where = (run: { lang: Lang; phone: boolean }) => `${run.lang}, ${run.phone ? 'phone' : 'desktop'}`;

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

const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

async function start(page: Page, run: { lang: Lang; phone: boolean }) {
  if (run.phone) await page.setViewportSize(PHONE);
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, run.lang);
}

for (const run of RUNS.plan) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a newcomer creates a coin pack and a promotion on it (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const plan = unique('Pack');
      const code = unique('PROMO')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '');
      await start(page, run);
      await page.goto('/#/plans/create');
      await textbox(page, t.name).fill(plan);
      await textbox(page, t.title).fill('Coins');
      await choose(page, t.type, t.coinPack);
      await expect(textbox(page, t.recurringPrice)).toHaveCount(0);
      await textbox(page, t.price).fill('9.9');
      await button(page, t.save).click();
      await expect(field(page, t.coins)).toContainText(t.neededForType);
      await textbox(page, t.coins).fill('800');
      await button(page, t.save).click();

      await expect(page).toHaveURL(/#\/plans\/\d+$/);
      await expect(visibleText(page, t.priceShown)).toBeVisible();
      await page.goto(`/#/plans?q=${encodeURIComponent(plan)}`);
      await expect(page.locator('.ant-table-row')).toHaveCount(1);
      await expect(page.locator('.ant-table-row')).toContainText(t.listPrice);

      await page.goto('/#/plans/promotions/create');
      await textbox(page, t.name).fill('Launch');
      await textbox(page, t.code).fill(code);
      await pickDate(page, t.starts, '2030-01-01 00:00');
      await pickDate(page, t.ends, '2030-02-01 00:00');
      await choose(page, t.plans, plan, true);
      await button(page, t.save).click();
      await expect(page).toHaveURL(/#\/plans\/promotions\/\d+$/);
      await expect(visibleText(page, code).first()).toBeVisible();
      await expect(visibleText(page, plan).first()).toBeVisible();

      // The same code in another case is taken.
      await page.goto('/#/plans/promotions/create');
      await textbox(page, t.name).fill('Again');
      await textbox(page, t.code).fill(code.toLowerCase());
      await pickDate(page, t.starts, '2030-01-01 00:00');
      await pickDate(page, t.ends, '2030-02-01 00:00');
      await button(page, t.save).click();
      await expect(field(page, t.code)).toContainText(t.taken);
    });
  });
}

for (const run of RUNS.secret) {
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

for (const run of RUNS.statement) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a statement is imported and its reconciliation read (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const tag = unique('S').replace(/[^A-Za-z0-9]/g, '');
      const csv = [
        'transaction_id,type,amount,fee,date',
        `${tag}-1,sale,29.99,3.50,2030-03-02`,
        `${tag}-2,credit,9.99,,`,
      ];
      await start(page, run);
      await page.goto('/#/orders/payout-reports/import');
      await pickDate(page, t.firstDay, '2030-03-01');
      await pickDate(page, t.lastDay, '2030-03-31');
      await textbox(page, t.csv).fill([...csv, `${tag}-3,gift,1.00,,`].join('\n'));
      await button(page, t.save).click();
      await expect(visibleText(page, t.refused)).toBeVisible();
      const problem = page.locator('tr').filter({ hasText: t.badType });
      await expect(problem).toContainText('4');
      await expect(problem).toContainText('type');

      await textbox(page, t.csv).fill(csv.join('\n'));
      await button(page, t.save).click();
      await expect(page).toHaveURL(/#\/orders\/payout-reports\/\d+$/);
      const card = page.locator('.ant-card').filter({ hasText: t.reconciliation });
      await expect(card).toContainText(t.lines);
      await expect(card.locator('tr').filter({ hasText: t.gross })).toContainText(t.grossDifference);
      await expect(card).toContainText(t.statementOnly);
      await expect(card.locator('tr').filter({ hasText: `${tag}-2` })).toContainText('credit');
    });
  });
}

/**
 * The ledger as a newcomer meets it, in both languages: the orders the processors' notifications made (the demo
 * simulator's joins among them); an order found by its member and day, its fees corrected (audited; the reserve is
 * held apart, not a fee); a refund followed from the order to its ledger entry, the subscription kept, then ended by
 * the processor's Disable; a notification that failed
 * (its member had not signed up yet) replayed from the inbox once they have; coins credited to a member.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { sale, segpay, signUp } from '../support/commerce.ts';
import {
  button,
  pickSearchedValue,
  showAllFilters,
  signInAndWait,
  type Lang,
  visibleRows,
  confirmOpened,
} from '../support/ui.ts';

const WORDS = {
  'zh-CN': {
    member: '会员',
    from: '开始日期',
    to: '结束日期',
    search: '查询',
    view: '查看',
    edit: '编辑',
    fee: '交易手续费',
    save: '保存',
    net: 'US$27.99',
    refund: '退款',
    ledger: '账目记录',
    active: '有效',
    expired: '已过期',
    replay: '重新处理',
    ok: '确定',
    processed: '已处理',
    keyword: '搜索',
    addCredit: '充值代币',
    coins: '代币数',
    reason: '原因',
    added: '代币已充值。',
  },
  en: {
    member: 'Member',
    from: 'From',
    to: 'To',
    search: 'Search',
    view: 'View',
    edit: 'Edit',
    fee: 'Transaction fee',
    save: 'Save',
    net: '$27.99',
    refund: 'Refund',
    ledger: 'Ledger entries',
    active: 'Active',
    expired: 'Expired',
    replay: 'Replay',
    ok: 'Confirm',
    processed: 'Processed',
    keyword: 'Search',
    addCredit: 'Add credit',
    coins: 'Coins',
    reason: 'Reason',
    added: 'The coins were credited.',
  },
};

const rows = visibleRows;

/** Picks a member by typing their username into the member picker labelled `label` within `scope`. */
async function pickMember(page: Page, scope: Locator | Page, label: string, username: string) {
  await pickSearchedValue(page, scope.getByLabel(label, { exact: true }).filter({ visible: true }), username);
}

for (const lang of ['zh-CN', 'en'] as const satisfies Lang[]) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('money from the processors, followed and corrected in the ledger', async ({ page }) => {
      const w = WORDS[lang];
      const buyer = unique('buyer');
      const tranid = unique('T');
      await signUp(buyer);
      const join = { purchaseid: unique('P'), tranid, username: buyer, transtime: '2026-03-14 10:00:00' };
      expect(await segpay(sale(join))).toBe('processed');
      await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD!, lang);

      // The simulated joins are there; the buyer's order is found by member and day.
      await page.goto('/#/orders');
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      // The member filter is among those folded behind "More filters".
      await showAllFilters(page);
      await pickMember(page, page, w.member, buyer);
      // A tab kept mounted (hidden) may hold fields of the same placeholder: the visible ones are the list's.
      const from = page.getByPlaceholder(w.from).filter({ visible: true });
      const to = page.getByPlaceholder(w.to).filter({ visible: true });
      await from.fill('2026-03-14');
      await to.fill('2026-03-14');
      await to.press('Enter');
      await button(page, w.search).click();
      await expect(page).toHaveURL(/paidFrom=2026-03-14/);
      await expect(rows(page)).toHaveCount(1);
      await page.getByRole('link', { name: w.view }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/#\/orders\/\d+$/);
      const orderUrl = page.url();

      // Its fees corrected, and the change in the audit log. The list stays mounted (hidden) behind the order's
      // page with an Edit link on each row: the order's own is the visible one, once its page has drawn.
      await expect(page.getByTestId('subscription-status').filter({ visible: true })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('link', { name: w.edit }).filter({ visible: true }).first().click();
      await page.getByLabel(w.fee, { exact: true }).fill('2.00');
      await button(page, w.save).click();
      await expect(page).toHaveURL(orderUrl);
      await expect(page.getByText(w.net, { exact: true }).filter({ visible: true })).toBeVisible();
      const orderId = Number(orderUrl.split('/').pop());
      const audit = await call<{ data: Array<{ changes: Record<string, unknown> }> }>(
        'GET',
        `/audit-logs?resource=orders&resource_id=${orderId}`,
        { token: await asAdmin() },
      );
      expect(audit.data[0]!.changes).toMatchObject({ transaction_fee: { before: '3.15', after: '2.00' } });

      // A refund arrives: its ledger entry beside the charge; a refund alone keeps access.
      expect(
        await segpay({
          action: 'Auth',
          trantype: 'credit',
          tranid: unique('R'),
          relatedtranid: tranid,
          price: '29.99',
        }),
      ).toBe('processed');
      await page.reload();
      const ledger = page
        .locator('.ant-card:visible')
        .filter({ has: page.locator('.ant-card-head-title', { hasText: w.ledger }) });
      await expect(ledger.locator('.ant-tag', { hasText: w.refund })).toBeVisible();
      await expect(page.getByTestId('subscription-status').filter({ visible: true })).toHaveText(w.active);
      // The processor's Disable ends it.
      expect(await segpay({ action: 'Disable', purchaseid: join.purchaseid, tranid: unique('D') })).toBe('processed');
      await page.reload();
      await expect(page.getByTestId('subscription-status').filter({ visible: true })).toHaveText(w.expired);

      // A notification for a member not signed up yet fails; once they have, it is replayed from the inbox.
      const late = unique('late');
      const early = unique('T');
      expect(await segpay(sale({ purchaseid: unique('P'), tranid: early, username: late }))).toBe('failed');
      await signUp(late);
      await page.goto('/#/orders/postbacks');
      const keyword = page.getByLabel(w.keyword, { exact: true }).filter({ visible: true });
      await keyword.fill(early);
      await keyword.press('Enter');
      await expect(rows(page)).toHaveCount(1);
      await rows(page)
        .first()
        .getByRole('button', { name: new RegExp(w.replay) })
        .click();
      await confirmOpened(page, w.ok);
      await expect(rows(page).first()).toContainText(w.processed);

      // Coins credited to the buyer.
      await page.goto('/#/orders/payments');
      await button(page, w.addCredit).click();
      const dialog = page.getByRole('dialog');
      await pickMember(page, dialog, w.member, buyer);
      await dialog.getByLabel(w.coins, { exact: true }).fill('50');
      await dialog.getByLabel(w.reason, { exact: true }).fill('Goodwill');
      await dialog.getByRole('button', { name: new RegExp(w.addCredit) }).click();
      await expect(page.getByText(w.added)).toBeVisible();
      // The demo's members keep spending coins while the tests run: the credit is found by its buyer.
      await expect(rows(page).filter({ hasText: buyer })).toContainText('+50');
    });
  });
}

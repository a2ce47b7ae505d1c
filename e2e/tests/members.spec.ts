/**
 * Members: found by a part of their e-mail, opened, their attribution read, disabled and enabled again — in
 * Chinese on a desktop, and in English on a phone. The demo members are the data.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, signInAndWait, type Lang } from '../support/ui.ts';

const WORDS = {
  'zh-CN': {
    search: '搜索',
    view: '查看',
    attribution: '来源归因',
    disable: '禁用',
    enable: '启用',
    ok: '确定',
    active: '正常',
    disabled: '已禁用',
    later: '记录订单后，这里将显示该会员的付款。',
  },
  en: {
    search: 'Search',
    view: 'View',
    attribution: 'Attribution',
    disable: 'Disable',
    enable: 'Enable',
    ok: 'Confirm',
    active: 'Active',
    disabled: 'Disabled',
    later: 'The member’s payments will show here once orders are recorded.',
  },
};

/** Searches the member list for `part` of an e-mail and opens the one member it finds. */
async function openByEmail(page: Page, lang: Lang, part: string, phone = false) {
  const w = WORDS[lang];
  await page.goto('/#/users');
  // Rows of pages kept open in other tabs are in the document too, hidden.
  const rows = page.locator('.ant-table-row:visible');
  // The first visit loads the page's code and its lazy controls: on a busy machine that takes a while.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const search = page.getByLabel(w.search, { exact: true });
  await search.fill(part);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`));
  await expect(rows).toHaveCount(1);
  // On a phone a row's actions open from one button.
  if (phone)
    await rows
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
  await page.getByRole('link', { name: w.view }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);
}

/** The show page's card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** Disables the member shown, then enables them; `name` titles the profile's card, where the status shows. */
async function disableAndEnable(page: Page, lang: Lang, name: string) {
  const w = WORDS[lang];
  const status = card(page, name).locator('.ant-tag');
  await expect(status).toHaveText(w.active);
  await button(page, w.disable).click();
  await button(page, w.ok).click();
  await expect(status).toHaveText(w.disabled);
  await expect(button(page, w.disable)).toBeHidden();
  await button(page, w.enable).click();
  await button(page, w.ok).click();
  await expect(status).toHaveText(w.active);
}

test.describe('in Chinese, on a desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('a member found by a part of the e-mail shows where they came from, and is disabled and enabled', async ({
    page,
  }) => {
    test.setTimeout(120_000); // the first visit of the members' pages loads their code
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await openByEmail(page, 'zh-CN', 'SCHMIDT1@mail');
    await expect(card(page, 'emma_schmidt1')).toContainText('emma.schmidt1@mail.example.com');

    const attribution = card(page, '来源归因');
    for (const text of ['google', '广告', 'Spring sale', 'spring-sale', '手机', '/plans']) {
      await expect(attribution).toContainText(text);
    }
    await expect(page.getByText(WORDS['zh-CN'].later)).toBeVisible();
    await expect(page.getByText('尚无代币消费。')).toBeVisible();

    await disableAndEnable(page, 'zh-CN', 'emma_schmidt1');
  });
});

test.describe('in English, on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the show page reads within the screen, and a member is disabled and enabled', async ({ page }) => {
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await openByEmail(page, 'en', 'walsh2@inbox', true);

    const attribution = card(page, 'Attribution');
    for (const text of ['twitter', 'Social', 'Trailer week', 'Desktop', 'DE'])
      await expect(attribution).toContainText(text);
    // Nothing is wider than the phone: no sideways scrolling of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await disableAndEnable(page, 'en', 'liam_walsh2');
  });
});

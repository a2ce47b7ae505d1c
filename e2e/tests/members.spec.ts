/**
 * Members: found by a part of their e-mail, opened, their attribution read, disabled and enabled again, sent a
 * password-reset e-mail that staff then read in the outbox, and created in a batch from CSV text that is refused
 * whole for one bad row — in Chinese on a desktop, and in English on a phone. The demo members are the data.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { unique } from '../support/api.ts';
import {
  button,
  emptyList,
  openFromMenu,
  ROW_MORE,
  shownPage,
  signInAndWait,
  type Lang,
  visibleRows,
  confirmOpened,
} from '../support/ui.ts';

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
    comments: '评论',
    toQueue: '在审核队列中查看',
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
    comments: 'Comments',
    toQueue: 'Open in the moderation queue',
  },
};

/** Searches the member list for `part` of an e-mail and opens the one member it finds. */
async function openByEmail(page: Page, lang: Lang, part: string) {
  const w = WORDS[lang];
  await page.goto('/#/users');
  // Rows of pages kept open in other tabs are in the document too, hidden.
  const rows = visibleRows(page);
  // The first visit loads the page's code and its lazy controls: on a busy machine that takes a while.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const search = page.getByLabel(w.search, { exact: true });
  await search.fill(part);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`));
  await expect(rows).toHaveCount(1);
  // A row's page opens from its actions' button (on a phone, all of them; on a desktop, what its icons leave).
  await rows.first().getByRole('button', { name: ROW_MORE }).click();
  await page.getByRole('link', { name: w.view }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);
}

/** The show page's card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card:visible').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** Disables the member shown, then enables them; `name` titles the profile's card, where the status shows. */
async function disableAndEnable(page: Page, lang: Lang, name: string) {
  const w = WORDS[lang];
  const status = card(page, name).locator('.ant-tag');
  await expect(status).toHaveText(w.active);
  await button(page, w.disable).click();
  await confirmOpened(page, w.ok);
  await expect(status).toHaveText(w.disabled);
  await expect(button(page, w.disable)).toBeHidden();
  await button(page, w.enable).click();
  await confirmOpened(page, w.ok);
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
    // The member's comments, with the way to the moderation queue, and their coin spends.
    await expect(card(page, WORDS['zh-CN'].comments).getByText(WORDS['zh-CN'].toQueue)).toBeVisible();
    await expect(card(page, '代币记录')).toBeVisible();

    await disableAndEnable(page, 'zh-CN', 'emma_schmidt1');
  });

  test('the member list, wider than the screen, scrolls sideways beneath row actions that stay in view', async ({
    page,
  }) => {
    test.setTimeout(120_000); // the first visit of the members' pages loads their code
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto('/#/users');
    const row = visibleRows(page).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const box = shownPage(page).locator('.ant-table-content');
    const edit = row.getByRole('link', { name: '编辑' });
    const within = async () => {
      const [area, button] = [await box.boundingBox(), await edit.boundingBox()];
      return area !== null && button !== null && button.x >= area.x && button.x + button.width <= area.x + area.width;
    };
    // Twelve columns are wider than 1366 px: the box scrolls, from its start to its end.
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    for (const to of ['start', 'middle', 'end'] as const) {
      await box.evaluate((el, at) => {
        const end = el.scrollWidth - el.clientWidth;
        el.scrollLeft = at === 'start' ? 0 : at === 'middle' ? end / 2 : end;
      }, to);
      await expect.poll(within, { message: `the row's Edit within the list at its ${to}` }).toBe(true);
    }
  });

  test('a password-reset e-mail sent in English reads in the outbox, its link cut short', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await openByEmail(page, 'zh-CN', 'becker4@mail');
    await button(page, '发送重置密码邮件').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('向“noah_becker4”发送设置新密码的链接');
    // A click on an option of a list still opening can miss it: chosen again until the field shows it.
    await expect(async () => {
      // Only an open list is visible: one closed earlier (on a page kept in another tab) stays in the document.
      if ((await page.locator('.ant-select-dropdown:visible').count()) === 0)
        await dialog.getByLabel('邮件语言').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: '英文' }).click({ timeout: 2_000 });
      await expect(dialog.locator('.ant-select')).toContainText('英文', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // The list closes with a motion; until it is gone it lies over the dialog's buttons.
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await confirmOpened(page, '确定');
    await expect(page.getByText('邮件已写入发件箱。')).toBeVisible();

    await openFromMenu(page, ['会员管理'], '邮件发件箱', 'zh-CN');
    const row = visibleRows(page).first();
    await expect(row).toContainText('noah.becker4@mail.example.com');
    await expect(row).toContainText('重置密码');
    await row.getByRole('link', { name: '查看' }).click();
    const body = card(page, 'Reset your Velvet Room password');
    await expect(body).toContainText('Hello Noah Becker,');
    await expect(body).toContainText('expires in 1 hour(s)');
    // Staff read the link with its token cut to four characters: the member's reset stays the member's.
    await expect(body).toContainText(/https:\/\/velvetroom\.example\.com\/reset-password\?token=[\w-]{4}…/);
  });
});

test.describe('in English, on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the show page reads within the screen, and a member is disabled and enabled', async ({ page }) => {
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await openByEmail(page, 'en', 'walsh2@inbox');

    const attribution = card(page, 'Attribution');
    for (const text of ['twitter', 'Social', 'Trailer week', 'Desktop', 'DE'])
      await expect(attribution).toContainText(text);
    // Nothing is wider than the phone: no sideways scrolling of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await disableAndEnable(page, 'en', 'liam_walsh2');
  });

  test('a CSV with one bad row creates nothing and names the row; fixed, it creates every member', async ({ page }) => {
    test.setTimeout(120_000);
    const name = unique('batch').replace(/-/g, '_');
    const csv = (third: string) =>
      [
        'username,email,first_name,birthdate',
        `${name}_a,${name}_a@example.com,Ada,1990-04-01`,
        `${name}_b,${name}_b@example.com,Bo,`,
        `${name}_c,${third},Cy,1992-12-24`,
      ].join('\n');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto('/#/users/batch-create');
    const text = page.getByLabel('CSV text', { exact: true });
    await text.fill(csv('not-an-address'));
    await button(page, 'Create members').click();
    await expect(page.getByText('Nothing was created: 1 row needs fixing.')).toBeVisible();
    const problem = page.locator('.ant-table-row:visible').filter({ hasText: 'email' });
    await expect(problem.locator('td').first()).toHaveText('4');
    await expect(problem).toContainText(/e-mail/i);

    // Nothing was written: the first, good row is not a member.
    await page.goto(`/#/users?q=${name}`);
    await expect(emptyList(page)).toBeVisible({ timeout: 30_000 });

    await page.goto('/#/users/batch-create');
    await page.getByLabel('CSV text', { exact: true }).fill(csv(`${name}_c@example.com`));
    await button(page, 'Create members').click();
    await expect(page.locator('.ant-alert-success:visible')).toHaveText('3 members created.');
    await page.goto(`/#/users?q=${name}`);
    await expect(visibleRows(page)).toHaveCount(3, { timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

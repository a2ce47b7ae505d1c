/**
 * Channels: a channel with two campaigns made through the pages, a tracking link copied to the clipboard, an
 * admin assigned — in English on a desktop, and in Chinese at phone width; a channel partner signed in sees
 * only their channel and the members it brought.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, adminWith, call, createAdmin, unique } from '../support/api.ts';
import { button, buttonName, pickSearched, signInAndWait, visibleRows, confirmOpened } from '../support/ui.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * The control of a field of the page shown: a hidden page kept in the tags-view (the channel's form) may hold a
 * field of the same id, which a label would name instead.
 */
const field = (page: Page, label: string) =>
  page
    .locator('.ant-form-item:visible')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .locator('input');

const sourceName = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');

async function addCampaign(
  page: Page,
  labels: { title: string; create: string; name: string; code: string; landing: string; save: string },
  name: string,
  code: string,
) {
  // The list's Create (an empty list offers "Create the first" besides).
  await page.getByRole('link', { name: buttonName(labels.create) }).click();
  await expect(page).toHaveURL(/#\/channels\/\d+\/campaigns\/create$/);
  await expect(page.locator('.ant-card-head-title:visible').filter({ hasText: labels.title })).toBeVisible();
  await field(page, labels.name).fill(name);
  await field(page, labels.code).fill(code);
  await field(page, labels.landing).fill('https://velvetroom.example.com/join?plan=annual');
  await button(page, labels.save).click();
  await expect(page).toHaveURL(/#\/channels\/\d+$/);
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: name })).toBeVisible();
}

test.describe('in English on a desktop', () => {
  test.use({ lang: 'en', viewport: { width: 1440, height: 900 } });

  test('adds a channel with two campaigns, copies a tracking link and assigns an admin', async ({ page }) => {
    test.setTimeout(180_000);
    const source = sourceName('partner');
    const partner = await adminWith([], 'partner');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto('/#/channels/create');
    await page.getByLabel('Source (utm_source)', { exact: true }).fill(source);
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Affiliate' }).click();
    await page.getByLabel('Profit share (%)', { exact: true }).fill('12.5');
    await page.getByLabel('Medium (utm_medium)', { exact: true }).fill('referral');
    await button(page, 'Save').click();
    await expect(page).toHaveURL(/#\/channels\/\d+$/);
    await expect(page.getByText('12.50%')).toBeVisible();

    const labels = {
      title: 'Create campaign',
      create: 'Create',
      name: 'Name',
      code: 'Campaign (utm_campaign)',
      landing: 'Landing page',
      save: 'Save',
    };
    await addCampaign(page, labels, 'Spring sale', 'spring-sale');
    await addCampaign(page, labels, 'Summer sale', 'summer-sale');

    const row = page.locator('.ant-table-row:visible').filter({ hasText: 'Spring sale' });
    await row.getByRole('button', { name: 'Copy the tracking link' }).click();
    await expect(page.getByText('Tracking link copied').filter({ visible: true }).first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    expect(url.origin + url.pathname).toBe('https://velvetroom.example.com/join');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plan: 'annual',
      utm_source: source,
      utm_medium: 'referral',
      utm_campaign: 'spring-sale',
    });

    const admins = page.locator('.ant-card:visible').filter({ has: page.locator('.ant-card-head-title:text-is("Admins")') });
    await pickSearched(page, admins.getByRole('combobox'), partner.username, () =>
      expect(admins.getByRole('button', { name: 'Assign' })).toBeEnabled({ timeout: 2000 }),
    );
    await admins.getByRole('button', { name: 'Assign' }).click();
    await expect(admins.locator('.ant-table-row').filter({ hasText: partner.username })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('channels-en-1440.png'), fullPage: true });

    await page.goto(`/#/channels?q=${source}`);
    const listed = page.locator('.ant-table-row:visible').filter({ hasText: source });
    await expect(listed).toContainText('Affiliate');
    await expect(listed.locator('td').filter({ hasText: /^2$/ })).toHaveCount(1);
  });
});

test.describe('in Chinese at phone width', () => {
  test.use({ lang: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('copies a tracking link, archives the channel and removes its admin', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await asAdmin();
    const source = sourceName('newsletter');
    const channel = await call<{ id: number }>('POST', '/channels', {
      token,
      body: { utm_source: source, type: 'email', utm_medium: 'email' },
    });
    await call('POST', `/channels/${channel.id}/campaigns`, {
      token,
      body: { name: '周刊', utm_campaign: 'weekly', landing_url: 'https://yese.example.cn/new' },
    });
    const partner = await adminWith([], 'partner');
    await call('POST', `/channels/${channel.id}/admins`, { token, body: { admin_id: partner.id } });

    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto(`/#/channels/${channel.id}`);
    await page.getByRole('button', { name: '复制推广链接' }).click();
    await expect(page.getByText('推广链接已复制').filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://yese.example.cn/new?utm_source=${source}&utm_medium=email&utm_campaign=weekly`,
    );
    await page.screenshot({ path: test.info().outputPath('channels-zh-390.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await button(page, '归档').click();
    await confirmOpened(page, '确定');
    await expect(page.locator('.ant-descriptions:visible').getByText('已归档')).toBeVisible();

    const adminRow = page.locator('.ant-table-row:visible').filter({ hasText: partner.username });
    await adminRow.getByRole('button', { name: /移除/ }).click();
    await confirmOpened(page, '确定');
    await expect(adminRow).toBeHidden();
    await expect(page.getByText('该渠道尚未分配管理员。')).toBeVisible();
  });
});

test.describe('a channel partner, in Chinese on a desktop', () => {
  test.use({ lang: 'zh-CN', viewport: { width: 1280, height: 900 } });

  test('sees only the channel assigned to them and the members it brought', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await asAdmin();
    const role = await call<{ id: number }>('POST', '/roles', {
      token,
      body: { name: unique('partner-role'), is_partner: true, permissions: ['list-channels', 'list-users'] },
    });
    const username = unique('affiliate').replace(/-/g, '');
    const partner = await createAdmin(token, {
      username,
      password: 'Passw0rd!x',
      name: 'Affiliate',
      role_ids: [role.id],
    });
    const channels = await call<{ data: { id: number; utm_source: string }[] }>('GET', '/channels?q=twitter', {
      token,
    });
    const twitter = channels.data.find((c) => c.utm_source === 'twitter')!;
    await call('POST', `/channels/${twitter.id}/admins`, { token, body: { admin_id: partner.id } });
    const brought = await call<{ meta: { total: number } }>('GET', `/users?channel_id=${twitter.id}`, { token });
    expect(brought.meta.total).toBeGreaterThan(1);
    // The demo's year of members fills more than the list's first page of 20.
    const firstPage = Math.min(brought.meta.total, 20);

    await signInAndWait(page, username, 'Passw0rd!x', 'zh-CN');
    await page.goto('/#/channels');
    const channelRows = visibleRows(page);
    await expect(channelRows).toHaveCount(1, { timeout: 30_000 });
    await expect(channelRows).toContainText('twitter');

    await channelRows.getByRole('link', { name: '查看会员' }).click();
    await expect(page).toHaveURL(new RegExp(`#/users\\?channel_id=${twitter.id}`));
    const members = visibleRows(page);
    await expect(members).toHaveCount(firstPage, { timeout: 30_000 });
    // Without the filter, the list is the same: a partner's members are those of their channel, whatever is asked.
    await page.goto('/#/users');
    await expect(members).toHaveCount(firstPage, { timeout: 30_000 });
    for (const row of await members.all()) await expect(row).toContainText('twitter');

    // A member another channel brought is not there for them, even by its address.
    const others = await call<{ data: { id: number }[] }>('GET', '/users?q=emma_schmidt1', { token });
    await page.goto(`/#/users/${others.data[0]!.id}`);
    await expect(page.getByText('emma.schmidt1@mail.example.com')).toBeHidden();
    await expect(page.locator('.ant-result:visible')).toBeVisible();
  });
});

import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, signInAndWait, visibleRows } from '../support/ui.ts';

test.use({ lang: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, in Chinese, a range is kept in its standard form and an address inside it shows the overlap', async ({
  page,
}) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
  const add = async (address: string) => {
    await page.goto('/#/users/ipwhitelists/create');
    await page.getByRole('textbox', { name: '地址或地址段' }).fill(address);
    await button(page, '保存').click();
  };

  // A network of its own per run, so the test repeats on one database.
  const net = `10.${20 + (Date.now() % 200)}`;
  await add(`${net}.300.1`);
  await expect(page.getByText('请输入 IPv4 或 IPv6 地址，或地址段，例如 10.0.0.0/8。')).toBeVisible();

  await add(`${net}.12.34/16`);
  await expect(page).not.toHaveURL(/create$/);
  await add(`${net}.1.1`);
  await expect(page).not.toHaveURL(/create$/);

  await page.goto(`/#/users/ipwhitelists?q=${encodeURIComponent(`${net}.`)}`);
  // In address order: the range, then the address inside it; each names the other as an overlap.
  const rows = visibleRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${net}.0.0/16`);
  await expect(rows.nth(0).locator('.ant-tag')).toHaveText(`${net}.1.1`);
  await expect(rows.nth(1).locator('.ant-tag')).toHaveText(`${net}.0.0/16`);
});

import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, baseURL } from '../support/env.ts';
import { unique } from '../support/api.ts';
import { button, buttonName, signInAndWait, visibleRows, confirmOpened } from '../support/ui.ts';

test.use({ lang: 'zh-CN' });

/** A cooperation request sent as the member site would: the answer's status tells whether the key works. */
async function intakeWith(key: string) {
  const response = await fetch(`${baseURL()}/api/intake/cooperations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Key': key },
    body: JSON.stringify({ subject: 'Hello', name: 'Ann', email: 'ann@example.com', message: 'Hi' }),
  });
  return response.status;
}

/** The key the once-shown dialog holds; closes the dialog. */
async function keptKey(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: '只显示这一次' });
  const key = (await dialog.locator('code').textContent()) ?? '';
  await dialog.getByRole('button', { name: buttonName('我已复制保存') }).click();
  await expect(dialog).toBeHidden();
  return key;
}

test('a site created in Chinese shows its intake key once, then the key works until a new one is made', async ({
  page,
}) => {
  const name = unique('站点');
  const domain = `${unique('site')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.example.com`;
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
  await page.goto('/#/videos/sites/create');
  await page.getByLabel('名称', { exact: true }).fill(name);
  await page.getByLabel('域名', { exact: true }).fill(domain.toUpperCase()); // kept in lower case
  await button(page, '保存').click();

  await expect(page).toHaveURL(/#\/videos\/sites\/\d+$/);
  const first = await keptKey(page);
  expect(first).toMatch(/^bl_site_/);
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByText(`…${first.slice(-4)}`, { exact: true })).toBeVisible();
  expect(await intakeWith(first)).toBe(201);

  await button(page, '更换接入密钥').click();
  await confirmOpened(page, '确定');
  const second = await keptKey(page);
  expect(second).not.toBe(first);
  await expect(page.getByText(`…${second.slice(-4)}`, { exact: true })).toBeVisible();
  expect(await intakeWith(first)).toBe(401);
  expect(await intakeWith(second)).toBe(201);

  await page.goto(`/#/videos/sites?q=${encodeURIComponent(domain)}`);
  await expect(visibleRows(page)).toHaveCount(1);
  await expect(visibleRows(page)).toContainText(name);
});

import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { unique } from '../support/api.ts';
import { button, signInAndWait } from '../support/ui.ts';

test.use({ lang: 'zh-CN' });

test('a site created in Chinese shows on its page with the end of its intake key, and in the list', async ({
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
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByText(/^…[\w-]{4}$/)).toBeVisible();

  await page.goto(`/#/videos/sites?q=${encodeURIComponent(domain)}`);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText(name);
});

/**
 * Imports and generated codes as staff use them (Chinese, desktop): a tags CSV checked by a dry run, then
 * imported and found in the list; five single-use promotion codes generated, downloaded and listed.
 */
import { test, expect } from '../support/fixtures.ts';
import { unique } from '../support/api.ts';
import { start, textbox } from '../support/forms.ts';
import { button, confirmOpened } from '../support/ui.ts';

test.use({ lang: 'zh-CN' });
const RUN = { lang: 'zh-CN', phone: false } as const;

test('a tags CSV is checked, imported and listed', async ({ page }) => {
  const name = unique('Imported');
  await start(page, RUN);
  await page.goto('/#/tags/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'tags.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,name_cn,sort\n${name},${unique('导入')},3\n`),
  });
  const importButton = button(page, '导入');
  await expect(importButton).toBeDisabled();
  await button(page, '检查').click();
  await expect(page.getByText('新建 1 条，更新 0 条，无变化 0 条，有问题 0 条。')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('新建');

  await importButton.click();
  await expect(page).toHaveURL(/#\/tags$/);
  await page.goto(`/#/tags?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('five single-use promotion codes are generated, downloaded and listed', async ({ page }) => {
  const prefix = unique('G')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  await start(page, RUN);
  await page.goto('/#/plans/promotions');
  await button(page, '批量生成优惠码').click();
  await textbox(page, '数量').fill('5');
  await textbox(page, '前缀').fill(prefix);
  await textbox(page, '名称').fill('E2E 批量');
  const download = page.waitForEvent('download');
  await confirmOpened(page, '确定');
  expect((await download).suggestedFilename()).toBe('promotion-codes.csv');

  await page.goto(`/#/plans/promotions?q=${prefix}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(5);
});

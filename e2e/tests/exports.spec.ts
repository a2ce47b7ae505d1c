/**
 * Exports as staff make them: an order exported to Excel from the orders list in Chinese, read back with its
 * Chinese headers; a member exported to CSV from the members list on a phone, in English.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { unique } from '../support/api.ts';
import { sale, segpay, signUp } from '../support/commerce.ts';
import { signInAndWait, visibleRows } from '../support/ui.ts';

test.describe('on a desktop, in Chinese', () => {
  test.use({ lang: 'zh-CN' });

  test('the orders list exports the order it finds to Excel, headed in Chinese', async ({ page }) => {
    const buyer = unique('xlsx').toLowerCase();
    const tranid = unique('XT');
    await signUp(buyer);
    expect(await segpay(sale({ purchaseid: unique('P'), tranid, username: buyer, price: '19.99' }))).toBe('processed');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD!, 'zh-CN');
    await page.goto(`/#/orders?transactionNumber=${tranid}`);
    await expect(visibleRows(page)).toHaveCount(1, { timeout: 30_000 });

    await page.getByRole('button', { name: /导出全部 1 条$/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel 表格（XLSX）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['交易号', '金额']));
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('交易号')]).toBe(tranid);
    expect(row[header.indexOf('金额')]).toBe(19.99);
  });
});

test.describe('on a phone, in English', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the members list exports the member it finds to CSV', async ({ page }) => {
    const member = unique('csv').toLowerCase();
    await signUp(member);
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD!, 'en');
    await page.goto(`/#/users?q=${member}`);
    await expect(visibleRows(page)).toHaveCount(1, { timeout: 30_000 });

    await page.getByRole('button', { name: /Export the 1 matching$/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('members.csv');
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(header!.split(',')).toContain('Username');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(member);
  });
});

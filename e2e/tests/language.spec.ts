import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, submitCredentials, switchLanguage, TEXT } from '../support/ui.ts';

test('the UI starts in Chinese, switches to English, and keeps English after a reload', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByLabel(TEXT['zh-CN'].username, { exact: true })).toBeVisible();

  await switchLanguage(page, 'en');
  await expect(page.getByText(TEXT.en.switched)).toBeVisible();
  await expect(page.getByLabel(TEXT.en.username, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(TEXT.en.username, { exact: true })).toBeVisible();
  await expect(button(page, TEXT.en.signIn)).toBeVisible();

  // The shell follows the remembered language too.
  await submitCredentials(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('menuitem', { name: TEXT.en.dashboard }).first()).toBeVisible();

  // And back to Chinese from the shell's navbar, remembered across a reload as well.
  await switchLanguage(page, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('menuitem', { name: TEXT['zh-CN'].dashboard }).first()).toBeVisible();
});

test('繁體中文 is offered on the sign-in page, which then reads in Traditional Chinese', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: `${TEXT['zh-CN'].language}: 简体中文`, exact: true }).click();
  await page.getByRole('group', { name: TEXT['zh-CN'].language }).getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('button', { name: '語言: 繁體中文', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByLabel('使用者名稱', { exact: true })).toBeVisible();
  await expect(button(page, '登入')).toBeVisible();
});

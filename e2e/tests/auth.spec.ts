import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, signIn, submitCredentials, TEXT } from '../support/ui.ts';

test.describe('sign-in without two-factor', () => {
  test('the first admin signs in with the configured password and lands on the dashboard', async ({ page }) => {
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/#\/dashboard$/);
    // The shell is there: a navigation menu.
    await expect(page.getByRole('menu').first()).toBeVisible();
  });

  test('a wrong password is refused and the page stays on sign-in', async ({ page }) => {
    await signIn(page, ADMIN_USERNAME, `${ADMIN_PASSWORD}-wrong`);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('an empty form shows the required messages and sends nothing', async ({ page }) => {
    await page.goto('/#/login');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) sent = true;
    });
    await button(page, TEXT['zh-CN'].signIn).click();
    await expect(page.getByText('请输入用户名。')).toBeVisible();
    await expect(page.getByText('请输入密码。')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('an anonymous visit to a page goes to sign-in and back to that page afterwards', async ({ page }) => {
    await page.goto('/#/tags');
    await expect(page).toHaveURL(/#\/login\?redirect=(%2F|\/)tags/);
    await submitCredentials(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/#\/tags$/);
  });

  test('a signed-in admin opening /login goes to the root page', async ({ page }) => {
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});

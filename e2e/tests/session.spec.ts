import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { adminWith, asAdmin, disableAdmin, logout } from '../support/api.ts';
import { submitCredentials, TEXT } from '../support/ui.ts';

test.use({ lang: 'en' });

/** Signs in through the UI and returns the session token the server issued to this browser. */
async function signInCapturingToken(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.request().method() === 'POST');
  await submitCredentials(page, username, password, 'en');
  const body = (await (await answer).json()) as { access_token?: string };
  expect(body.access_token, 'sign-in answered with a session').toBeTruthy();
  await expect(page).not.toHaveURL(/#\/login/);
  return body.access_token!;
}

test('a session ended on the server sends the browser back to sign-in on its next request', async ({ page }) => {
  const admin = await adminWith(['list-tags', 'list-directors'], 'e2e-revoke');
  const token = await signInCapturingToken(page, admin.username, admin.password);
  await page.goto('/#/tags');
  await expect(page.getByRole('table')).toBeVisible();

  await logout(token);

  await page.goto('/#/directors');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByLabel(TEXT.en.username, { exact: true })).toBeVisible();
});

test('disabling an admin ends their open session', async ({ page }) => {
  const admin = await adminWith(['list-tags', 'list-directors'], 'e2e-disable');
  await signInCapturingToken(page, admin.username, admin.password);
  await page.goto('/#/tags');
  await expect(page.getByRole('table')).toBeVisible();

  await disableAdmin(await asAdmin(), admin.id);

  await page.goto('/#/directors');
  await expect(page).toHaveURL(/#\/login/);
  // And a disabled admin cannot sign in again.
  await submitCredentials(page, admin.username, admin.password, 'en');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { adminWith, asAdmin, disableAdmin, logout } from '../support/api.ts';
import { openPageTab, submitCredentials, tagsView, TEXT } from '../support/ui.ts';

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

/** The notice of the sign-in page saying why the session ended. */
const endNotice = (page: Page) => page.locator('.ant-alert-warning').filter({ hasText: TEXT.en.signedOut });

test('a session ended on the server sends the browser to sign-in, says so, and leaves nothing for the next admin', async ({
  page,
}) => {
  const admin = await adminWith(['list-tags', 'list-directors'], 'e2e-revoke');
  const token = await signInCapturingToken(page, admin.username, admin.password);
  // Each list's rows answered before the session ends (a table shows before its rows are asked for: a list left
  // before that asks them while hidden, and would meet the ended session before the test returns to it).
  const rowsOf = (path: string) => page.waitForResponse((r) => r.url().includes(`/api/${path}?`) && r.ok());
  const tagRows = rowsOf('tags');
  await page.goto('/#/tags');
  await tagRows;
  await expect(page.getByRole('table')).toBeVisible();
  const directorRows = rowsOf('directors');
  await page.goto('/#/directors');
  await directorRows;
  await expect(page.getByRole('table')).toBeVisible();

  await logout(token);

  // Back to the kept-alive list; its next request meets the ended session.
  await openPageTab(page, TEXT.en.tagList).click();
  await page.goto('/#/tags?sort=-sort');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(endNotice(page)).toBeVisible();

  // Another admin signing in on this browser tab starts from the root, with none of those pages.
  await submitCredentials(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(tagsView(page).getByRole('link')).toHaveText([TEXT.en.dashboard]);
});

test('disabling an admin ends their open session, and the sign-in page says why', async ({ page }) => {
  const admin = await adminWith(['list-tags', 'list-directors'], 'e2e-disable');
  await signInCapturingToken(page, admin.username, admin.password);
  await page.goto('/#/tags');
  await expect(page.getByRole('table')).toBeVisible();

  await disableAdmin(await asAdmin(), admin.id);

  await page.goto('/#/directors');
  await expect(page).toHaveURL(/#\/login/);
  await expect(endNotice(page)).toBeVisible();
  // And a disabled admin cannot sign in again.
  await submitCredentials(page, admin.username, admin.password, 'en');
  await expect(page.getByRole('alert').filter({ hasText: 'This account is disabled' })).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('a session that ends just as the admin opens another page still ends at sign-in', async ({ page }) => {
  const admin = await adminWith(['list-tags', 'list-directors'], 'e2e-overtaken');
  await signInCapturingToken(page, admin.username, admin.password);
  // The list's request is held until the session has ended, so its 401 lands as the next page opens.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/tags?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/tags');
  await expect(page.getByRole('table')).toBeVisible();
  await disableAdmin(await asAdmin(), admin.id);

  const refused = page.waitForResponse((r) => r.url().includes('/api/tags?') && r.status() === 401);
  answer();
  await refused;
  await page.goto('/#/directors');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(endNotice(page)).toBeVisible();
});

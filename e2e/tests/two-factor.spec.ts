import { test, expect } from '../support/fixtures.ts';
import { adminWith, bindTwoFactor, tokenFor } from '../support/api.ts';
import { startServer, stopServer, type RunningServer } from '../support/server.ts';
import { freshCode } from '../support/totp.ts';
import { completeBinding, enterCode, formItemOf, submitCredentials, TEXT } from '../support/ui.ts';

// A code is accepted once, so a second sign-in may wait up to 30 s for the next code.
test.setTimeout(120_000);

test.describe('two-factor required by the server (TWO_FACTOR=required)', () => {
  let server: RunningServer;
  const password = 'Adm1nRequired';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ adminPassword: password, twoFactor: 'required', demoData: false });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  test('the first sign-in binds an authenticator; the next one asks for a code', async ({ page }) => {
    await page.goto(`${server.baseURL}/#/login`);
    await submitCredentials(page, 'admin', password);
    const secret = await completeBinding(page);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // Signing in again (a fresh browser context has no session) asks for a code, not a new binding.
    const other = await page.context().browser()!.newContext();
    const again = await other.newPage();
    await again.goto(`${server.baseURL}/#/login`);
    await submitCredentials(again, 'admin', password);
    await expect(again.getByRole('heading', { name: TEXT['zh-CN'].verifyTitle, exact: true })).toBeVisible();
    await expect(again.locator('code')).toHaveCount(0);
    await enterCode(again, await freshCode(secret));
    await expect(again).toHaveURL(/#\/dashboard$/);
    await other.close();
  });

  test('the API gives no session without the second step', async () => {
    await expect(tokenFor('admin', password, server.baseURL)).rejects.toThrow(/two-factor/);
  });
});

test.describe('two-factor bound voluntarily (TWO_FACTOR=optional)', () => {
  test('an admin who bound an authenticator is asked for a code; a wrong code is refused', async ({ page }) => {
    const admin = await adminWith(['list-tags'], 'e2e-2fa');
    const secret = await bindTwoFactor(await tokenFor(admin.username, admin.password));

    await page.goto('/#/login');
    await submitCredentials(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { name: TEXT['zh-CN'].verifyTitle, exact: true })).toBeVisible();

    // A wrong code: refused, still on the code step.
    const code = await freshCode(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await enterCode(page, wrong);
    await expect(formItemOf(page, page.getByLabel(TEXT['zh-CN'].code, { exact: true }))).toHaveClass(/has-error/);
    await expect(page).toHaveURL(/#\/login/);

    await enterCode(page, code);
    await expect(page).not.toHaveURL(/#\/login/);
    await expect(page.getByRole('navigation', { name: TEXT['zh-CN'].mainMenu })).toBeVisible();
  });
});

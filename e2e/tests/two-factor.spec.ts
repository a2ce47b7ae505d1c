import { test, expect } from '../support/fixtures.ts';
import { adminWith, bindTwoFactor, tokenFor } from '../support/api.ts';
import { startServer, stopServer, type RunningServer } from '../support/server.ts';
import { freshCode } from '../support/totp.ts';
import {
  buttonName,
  completeBinding,
  enterCode,
  formItemOf,
  signInAndWait,
  submitCredentials,
  TEXT,
} from '../support/ui.ts';

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
    const secret = await bindTwoFactor(await tokenFor(admin.username, admin.password), admin.password);

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

test.describe('two-factor from the profile page', () => {
  const PROFILE = {
    start: '设置双重验证',
    replace: '更换身份验证器',
    currentPassword: '当前密码',
    continue: '继续',
    wrongPassword: '当前密码不正确。',
    enabled: '已启用',
    bound: '双重验证已开启。',
    replaced: '新的身份验证器已设置，旧的已失效。',
    qrCode: '将此账号添加到身份验证器应用的二维码',
  };

  test('binding and replacing an authenticator both ask for the current password', async ({ page }) => {
    test.setTimeout(180_000); // three codes, each from a step the server has not seen
    const admin = await adminWith(['list-tags'], 'e2e-profile-2fa');
    await signInAndWait(page, admin.username, admin.password);
    await page.goto('/#/profile/index');
    const card = page.locator('.ant-card').filter({ hasText: TEXT['zh-CN'].verifyTitle });
    const passwordField = card.getByLabel(PROFILE.currentPassword, { exact: true });
    const qrCode = card.getByRole('img', { name: PROFILE.qrCode });

    /** Asks for the password step, answers it, and returns the key the card then shows for the new app. */
    async function startWith(action: string, password: string) {
      await card.getByRole('button', { name: buttonName(action) }).click();
      await passwordField.fill(password);
      await card.getByRole('button', { name: buttonName(PROFILE.continue) }).click();
    }
    const shownSecret = async () => {
      await expect(qrCode).toBeVisible();
      return (await card.locator('code').first().innerText()).trim();
    };
    const confirm = async (secret: string) => {
      await card.getByLabel(TEXT['zh-CN'].code, { exact: true }).fill(await freshCode(secret));
      await card.getByRole('button', { name: buttonName(TEXT['zh-CN'].verify) }).click();
    };

    // A wrong password is refused on its field.
    await startWith(PROFILE.start, 'Wrong-pass-1');
    await expect(card.getByText(PROFILE.wrongPassword, { exact: true })).toBeVisible();
    await expect(qrCode).toHaveCount(0);

    await passwordField.fill(admin.password);
    await card.getByRole('button', { name: buttonName(PROFILE.continue) }).click();
    const first = await shownSecret();
    await confirm(first);
    await expect(page.getByText(PROFILE.bound)).toBeVisible();
    await expect(card.getByText(PROFILE.enabled, { exact: true })).toBeVisible();

    // A new phone: replace the authenticator, again after the password.
    await startWith(PROFILE.replace, admin.password);
    const second = await shownSecret();
    expect(second).not.toBe(first);
    await confirm(second);
    await expect(page.getByText(PROFILE.replaced)).toBeVisible();

    // Signing in again takes the new app's code.
    const other = await page.context().browser()!.newContext();
    const again = await other.newPage();
    await again.goto(page.url().replace(/#.*$/, '#/login'));
    await submitCredentials(again, admin.username, admin.password);
    await expect(again.getByRole('heading', { name: TEXT['zh-CN'].verifyTitle, exact: true })).toBeVisible();
    await enterCode(again, await freshCode(second));
    await expect(again).not.toHaveURL(/#\/login/);
    await other.close();
  });
});

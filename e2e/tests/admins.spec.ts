import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { adminWith, asAdmin, call, tokenFor, type Admin } from '../support/api.ts';
import { signInAndWait, confirmOpened } from '../support/ui.ts';

test.use({ lang: 'en' });

test('an admin is disabled and enabled again from the list, the row showing each new state', async ({ page }) => {
  const other = await adminWith(['list-tags'], 'e2e-status');
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto(`/#/permissions/admins?q=${other.username}`);
  const row = page.locator(`tr[data-row-key="${other.id}"]`);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`Disable “${other.username}”? They are signed out and cannot sign in.`)).toBeVisible();
  await confirmOpened(page, 'Confirm');
  await expect(page.getByText('Disabled.')).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  const read = async () => call<Admin>('GET', `/admins/${other.id}`, { token: await asAdmin() });
  expect((await read()).status).toBe('disabled');
  // Disabled, they cannot sign in.
  await expect(tokenFor(other.username, other.password)).rejects.toThrow();

  await row.getByRole('button', { name: 'Enable' }).click();
  await confirmOpened(page, 'Confirm');
  await expect(page.getByText('Enabled.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Disable' })).toBeVisible();
  expect((await read()).status).toBe('active');
});

import { test, expect } from '../support/fixtures.ts';
import { adminWith, call, tokenFor } from '../support/api.ts';
import { signIn, sidebarMenu } from '../support/ui.ts';

test.use({ lang: 'en' });

test('an admin holding only tag permissions sees only Tags and gets 401 on a typed admins URL', async ({ page }) => {
  const admin = await adminWith(['list-tags', 'create-tags', 'edit-tags', 'delete-tags'], 'e2e-tags');
  await signIn(page, admin.username, admin.password, 'en');
  // No dashboard permission: the first accessible page.
  await expect(page).toHaveURL(/#\/tags$/);

  const menu = sidebarMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByRole('menuitem', { name: 'Tags' })).toBeVisible();

  await page.goto('/#/permissions/admins');
  await expect(page).toHaveURL(/#\/401$/);

  // The server agrees: the API refuses the admins list to this admin.
  const token = await tokenFor(admin.username, admin.password);
  await expect(call('GET', '/admins', { token })).rejects.toMatchObject({ status: 403 });
});

import { test, expect } from '../support/fixtures.ts';
import { adminWith, call, tokenFor } from '../support/api.ts';
import { button, openFromMenu, sidebarMenu, signIn, tagsView, topMenuEntries, TEXT } from '../support/ui.ts';

test.use({ lang: 'en' });

test('an admin holding only tag permissions sees only Tags and gets 401, in the shell, on a typed admins URL', async ({
  page,
}) => {
  const admin = await adminWith(['list-tags', 'create-tags', 'edit-tags', 'delete-tags'], 'e2e-tags');
  await signIn(page, admin.username, admin.password, 'en');
  await expect(page).not.toHaveURL(/#\/(login|401)/);

  // Tags is the only business section, its list its one menu entry (the list's Create button opens the form);
  // the dashboard (the home page, pinned) is every admin's.
  const entries = await topMenuEntries(page);
  expect(entries.filter((name) => name !== TEXT.en.dashboard)).toEqual([TEXT.en.tagList]);
  await openFromMenu(page, [], TEXT.en.tagList);
  await expect(page).toHaveURL(/#\/tags$/);
  await expect(page.getByRole('table')).toBeVisible();

  await page.goto('/#/permissions/admins');
  await expect(page).toHaveURL(/#\/401$/);
  // Inside the shell: the page is not theirs, the way back is offered, and no sign-in button.
  await expect(page.getByText('This page is not yours to open')).toBeVisible();
  await expect(sidebarMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in/ })).toHaveCount(0);
  // The page refused gets no tab of its own.
  await expect(tagsView(page).getByRole('link')).toHaveText([TEXT.en.dashboard, TEXT.en.tagList]);
  await button(page, 'Back').click();
  await expect(page).toHaveURL(/#\/tags$/);

  // The server agrees: the API refuses the admins list to this admin.
  const token = await tokenFor(admin.username, admin.password);
  await expect(call('GET', '/admins', { token })).rejects.toMatchObject({ status: 403 });
});

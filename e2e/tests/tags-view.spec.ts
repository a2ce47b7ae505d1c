import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, createTag, unique } from '../support/api.ts';
import {
  buttonName,
  chooseFromContextMenu,
  openPageTab,
  signInAndWait,
  TEXT,
  tagsView,
  visibleRows,
} from '../support/ui.ts';

test.use({ lang: 'en' });

test('a filtered list keeps its filter when switching tabs and back', async ({ page }) => {
  const prefix = unique('tv');
  const token = await asAdmin();
  for (const n of [1, 2, 3]) await createTag(token, { name: `${prefix}-${n}`, name_cn: `${prefix}-中-${n}` });

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/tags');
  const search = page.getByRole('textbox', { name: TEXT.en.search });
  await search.fill(prefix);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}`));
  // The filtered list itself: only its three rows (new tags sort first, so they top the whole list too).
  await expect(visibleRows(page)).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);

  await openPageTab(page, TEXT.en.dashboard).click();
  await expect(page).toHaveURL(/#\/dashboard$/);

  await openPageTab(page, TEXT.en.tagList).click();
  await expect(page).toHaveURL(new RegExp(`#/tags\\?.*q=${prefix}`));
  await expect(page.getByRole('textbox', { name: TEXT.en.search })).toHaveValue(prefix);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);
});

test('"Close others" keeps the pinned dashboard and the current page', async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  for (const path of ['/#/tags', '/#/permissions/admins', '/#/directors']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(path.replace('/#', '#')));
    // As a person would: each list is on screen before moving on.
    await expect(page.getByRole('table')).toBeVisible();
  }
  const strip = tagsView(page);
  for (const title of [TEXT.en.dashboard, TEXT.en.tagList, TEXT.en.admins, TEXT.en.directorList]) {
    await expect(openPageTab(page, title)).toBeVisible();
  }

  await chooseFromContextMenu(page, openPageTab(page, TEXT.en.tagList), TEXT.en.closeOthers);

  await expect(strip.getByRole('link')).toHaveCount(2);
  await expect(openPageTab(page, TEXT.en.dashboard)).toBeVisible();
  await expect(openPageTab(page, TEXT.en.tagList)).toBeVisible();
  await expect(page).toHaveURL(/#\/tags$/);
});

test('the open pages outlive a reload, and the context menu is 105 px wide', async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  for (const path of ['/#/tags?q=a', '/#/directors']) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
  }

  await page.reload();

  await expect(page).toHaveURL(/#\/directors$/);
  const titles = [TEXT.en.dashboard, TEXT.en.tagList, TEXT.en.directorList];
  await expect(tagsView(page).getByRole('link')).toHaveText(titles);
  // A restored tab returns to the address it had.
  await openPageTab(page, TEXT.en.tagList).click();
  await expect(page).toHaveURL(/#\/tags\?q=a$/);

  await openPageTab(page, TEXT.en.directorList).click({ button: 'right' });
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: TEXT.en.closeOthers }) });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(105);
  // Each entry on one line.
  const heights = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.clientHeight));
  expect(new Set(heights).size).toBe(1);
});

test('a form left without saving comes back empty to its tab', async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/tags/create');
  const name = page.getByLabel('Name (English)', { exact: true });
  await name.fill('Left behind');

  await openPageTab(page, TEXT.en.dashboard).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);

  await openPageTab(page, 'Create tag').click();
  await expect(page).toHaveURL(/#\/tags\/create$/);
  await expect(name).toHaveValue('');
});

test("the browser's Back from a form with unsaved changes asks first", async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  // Through the menu, as staff go: each page a step of the browser's history that the app made.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // Tags hold one page in the menu, their list, which shows at the top level; its Create button opens the form.
  await menu.getByRole('link', { name: 'Tag list' }).click();
  await expect(page).toHaveURL(/#\/tags$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: buttonName('Create') })
    .click();
  await expect(page).toHaveURL(/#\/tags\/create$/);
  const name = page.getByRole('textbox', { name: 'Name (English)' });
  await name.fill('Kept on Back');

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/tags\/create$/);
  await expect(name).toHaveValue('Kept on Back');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/#\/tags$/);
});

import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, openFromMenu, signInAndWait, sidebarMenu, TEXT } from '../support/ui.ts';

const WIDTH = 375;

/** Whether `locator` lies within the screen's width. */
async function fitsTheWidth(locator: Locator) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= WIDTH;
}

test.use({ lang: 'en', viewport: { width: WIDTH, height: 800 }, isMobile: true, hasTouch: true });

test('on a phone the sidebar is a drawer that opens from the top bar and closes after navigating', async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await expect(page).toHaveURL(/#\/dashboard$/);

  // Closed at first: the menu is not on screen.
  await expect(sidebarMenu(page)).toBeHidden();

  await button(page, TEXT.en.openSidebar).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const menu = sidebarMenu(page);
  await expect(menu).toBeVisible();
  // The drawer lies over the page rather than pushing it: it fits within the narrow viewport.
  const box = await drawer.boundingBox();
  expect(box && box.width <= WIDTH).toBe(true);

  // Tags have one menu entry, their list, at the top level.
  await openFromMenu(page, [], TEXT.en.tagList);
  await expect(page).toHaveURL(/#\/tags$/);
  await expect(sidebarMenu(page)).toBeHidden();
});

test('on a phone the search form stacks, a date range fits, and row actions are reached without scrolling', async ({
  page,
}) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/permissions/audit-logs');
  // Measured once shown: while the page's code loads there is nothing to measure (boundingBox is null).
  await expect(page.getByPlaceholder('To', { exact: true })).toBeVisible();
  for (const end of ['From', 'To']) expect(await fitsTheWidth(page.getByPlaceholder(end, { exact: true }))).toBe(true);
  await page.getByPlaceholder('From', { exact: true }).click();
  expect(await fitsTheWidth(page.locator('.ant-picker-dropdown:visible'))).toBe(true);
  await page.keyboard.press('Escape');

  await page.goto('/#/tags');
  // The audit log stays open (hidden) behind the tags list: only the shown page's rows count.
  await expect(page.locator('tbody tr.ant-table-row:visible').first()).toBeVisible();
  const more = page.getByRole('button', { name: /^Actions for/ }).first();
  await expect(more).toBeVisible();
  expect(await fitsTheWidth(more)).toBe(true);
  await more.click();
  await page.getByRole('link', { name: /Edit$/ }).click();
  await expect(page).toHaveURL(/#\/tags\/edit\/\d+$/);
});

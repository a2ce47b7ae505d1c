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

test("on a phone the search form stacks, a date range fits, and a card's actions are reached without scrolling", async ({
  page,
}) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/permissions/audit-logs');
  // The dates are folded behind "More filters" with the other filters.
  await page.getByRole('button', { name: /More filters \(\d+\)$/ }).click();
  // Measured once shown: while the page's code loads there is nothing to measure (boundingBox is null).
  await expect(page.getByPlaceholder('To', { exact: true })).toBeVisible();
  for (const end of ['From', 'To']) expect(await fitsTheWidth(page.getByPlaceholder(end, { exact: true }))).toBe(true);
  await page.getByPlaceholder('From', { exact: true }).click();
  expect(await fitsTheWidth(page.locator('.ant-picker-dropdown:visible'))).toBe(true);
  await page.keyboard.press('Escape');

  await page.goto('/#/tags');
  // The audit log stays open (hidden) behind the tags list: only the shown page's cards count.
  const card = page.getByRole('list', { name: TEXT.en.tagList }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  expect(await fitsTheWidth(card)).toBe(true);
  const edit = card.getByRole('link', { name: /Edit$/ });
  expect(await fitsTheWidth(edit)).toBe(true);
  await edit.click();
  await expect(page).toHaveURL(/#\/tags\/edit\/\d+$/);
});

test('on a phone a list is cards that open their record, and its filters fold behind More filters', async ({
  page,
}) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/users?q=liam_walsh2');
  const cards = page.getByRole('list', { name: 'Member list' }).getByRole('listitem');
  // A member's card names them and shows their e-mail, within the screen.
  const card = cards.filter({ has: page.getByRole('link', { name: 'liam_walsh2', exact: true }) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  expect(await fitsTheWidth(card)).toBe(true);
  await expect(card.getByText('E-mail', { exact: true })).toBeVisible();

  // One control before the buttons; the rest behind "More filters".
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeHidden();
  const more = page.getByRole('button', { name: /More filters \(\d+\)$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await status.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Active' }).click();
  await button(page, 'Search').click();
  await expect(page).toHaveURL(/status=active/);
  // Folded again, the filter that holds a value stays in sight.
  await page.getByRole('button', { name: /Fewer filters$/ }).click();
  await expect(status).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Country' })).toBeHidden();

  // A tap on a card, not on its controls, opens the member.
  await card.getByText('E-mail', { exact: true }).click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);
});

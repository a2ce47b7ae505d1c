import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { openPageTab, signInAndWait, TEXT } from '../support/ui.ts';

test.use({ lang: 'en' });

/** Whether the element on top at the right end of the table's header is part of the table (nothing covers it). */
async function headerUncovered(page: Page) {
  // The shown page's header: the pages of other open tabs stay mounted, hidden. Measured and probed in one
  // step in the page, so a re-render between the two cannot detach it.
  return page
    .getByRole('main')
    .locator('thead')
    .filter({ visible: true })
    .first()
    .evaluate((header) => {
      const box = header.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
      return Boolean(onTop?.closest('table'));
    });
}

test('settings open from the top bar, and the theme colour recolours the tabs, the logo and links', async ({
  page,
}) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/tags');
  // The tags' rows, not the table of the page signed in to, which may still be on screen.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Edit' }).filter({ visible: true }).first(),
  ).toBeVisible();
  // No floating button over the table.
  expect(await headerUncovered(page)).toBe(true);

  const settings = page.getByRole('button', { name: TEXT.en.settings });
  await settings.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: TEXT.en.settings });
  await drawer.getByRole('radio', { name: 'Use colour #f5222d' }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The logo's mark takes the colour as chosen; what holds text takes the shade of it that reads (#d81e28,
  // 5.1:1 on white where the red is 4.1:1).
  const red = 'rgb(245, 34, 45)';
  const readableRed = 'rgb(216, 30, 40)';
  await expect(openPageTab(page, TEXT.en.tagList).locator('..')).toHaveCSS('background-color', readableRed);
  await expect(page.getByRole('link', { name: 'Backlot' }).locator('span').first()).toHaveCSS('background-color', red);
  // A row's link-styled action takes the colour too.
  const edit = page.getByRole('main').getByRole('link', { name: 'Edit' }).filter({ visible: true }).first();
  await expect(edit).toHaveCSS('color', readableRed);
});

test('the breadcrumb of an edit page shows its list, and its group is not a link', async ({ page }) => {
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/tags/edit/1');
  const crumbs = page.getByRole('navigation', { name: 'You are here' });
  await expect(crumbs.locator('li:not(.ant-breadcrumb-separator)')).toHaveText([
    TEXT.en.dashboard,
    TEXT.en.tags,
    TEXT.en.tagList,
    'Edit tag',
  ]);
  await expect(crumbs.getByRole('link')).toHaveText([TEXT.en.dashboard, TEXT.en.tagList]);
  await crumbs.getByRole('link', { name: TEXT.en.tagList }).click();
  await expect(page).toHaveURL(/#\/tags$/);
});

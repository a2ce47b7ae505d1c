import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { button, openFromMenu, signInAndWait, sidebarMenu, TEXT } from '../support/ui.ts';

test.use({ lang: 'en', viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

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
  expect(box && box.width <= 375).toBe(true);

  await openFromMenu(page, [TEXT.en.tags], TEXT.en.tagList);
  await expect(page).toHaveURL(/#\/tags$/);
  await expect(sidebarMenu(page)).toBeHidden();
});

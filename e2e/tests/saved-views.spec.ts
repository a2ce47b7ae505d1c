/**
 * Saved views on a list (the tags'): an admin filters, saves the filters as a view, makes it their default, and
 * the list opened bare applies it; on a phone, a saved view is picked from its tab. Each test signs in as an admin
 * of its own, so no other spec's lists open with these views.
 */
import { test, expect } from '../support/fixtures.ts';
import { adminWith, call, tokenFor, unique } from '../support/api.ts';
import { button, signInAndWait } from '../support/ui.ts';

test.describe('on a desktop, in Chinese', () => {
  test.use({ lang: 'zh-CN' });

  test('a filter saved as a view and made the default applies when the list opens unfiltered', async ({ page }) => {
    const admin = await adminWith(['list-tags'], 'e2e-views');
    const word = unique('views');
    await signInAndWait(page, admin.username, admin.password, 'zh-CN');
    await page.goto('/#/tags');
    const search = page.getByRole('textbox', { name: '搜索' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${word}`));

    await page.getByRole('button', { name: '视图' }).click();
    await page.getByRole('menuitem', { name: '另存为新视图…' }).click();
    await page.getByRole('textbox', { name: '名称' }).fill('我的筛选');
    await button(page, '确定').click();
    const tab = page.getByRole('tab', { name: '我的筛选' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: '视图' }).click();
    await page.getByRole('menuitem', { name: '设为我的默认视图' }).click();
    await expect(page.getByText('打开此列表时将应用“我的筛选”。')).toBeVisible();

    await page.goto('/#/tags');
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`#/tags\\?q=${word}`));
    await expect(page.getByRole('tab', { name: /我的筛选/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: '搜索' })).toHaveValue(word);
    // "All" still shows everything.
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page).toHaveURL(/#\/tags$/);
  });
});

test.describe('on a phone, in English', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('a saved view is picked from its tab', async ({ page }) => {
    const admin = await adminWith(['list-tags'], 'e2e-views');
    const token = await tokenFor(admin.username, admin.password);
    const state = { filters: { q: 'drama' }, columns: ['name', 'name_cn'] };
    await call('POST', '/saved-views', { token, body: { resource: 'tags', name: 'Dramas', state } });

    await signInAndWait(page, admin.username, admin.password, 'en');
    await page.goto('/#/tags');
    await page.getByRole('tab', { name: 'Dramas' }).click();
    await expect(page).toHaveURL(/#\/tags\?q=drama$/);
    await expect(page.getByRole('tab', { name: 'Dramas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('drama');
  });
});

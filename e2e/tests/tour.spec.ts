/** The guided tour: a new admin is offered it, takes or skips it, and replays it from the user menu. */
import { test, expect } from '../support/fixtures.ts';
import { adminWith } from '../support/api.ts';
import { signInAndWait } from '../support/ui.ts';

test.describe('zh-CN, desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('a new admin is offered the tour once, skips it, and replays it from the account menu', async ({ page }) => {
    const admin = await adminWith(['list-tags', 'list-videos']);
    await signInAndWait(page, admin.username, admin.password, 'zh-CN');
    const offer = page.getByRole('region', { name: '新手导览' });
    await offer.getByRole('button', { name: '开始导览' }).click();
    // The dashboard, tags and videos: what this role reaches, counted.
    await expect(page.getByText('这里是您的角色能进入的功能：3 个模块，共 3 个页面。')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('输入页面标题的一部分即可直达（Ctrl+K）。')).toBeVisible();
    await page.getByRole('button', { name: '跳过导览' }).click();
    await expect(page.getByText('输入页面标题的一部分即可直达（Ctrl+K）。')).toBeHidden();
    await expect(offer).toBeHidden();

    // The server keeps it: a reload offers nothing.
    await page.reload();
    await expect(page.getByRole('button', { name: /账号菜单/ })).toBeVisible();
    await expect(offer).toBeHidden();

    await page.getByRole('button', { name: /账号菜单/ }).click();
    await page.getByRole('menuitem', { name: '新手导览' }).click();
    await expect(page.getByText('这里是您的角色能进入的功能：3 个模块，共 3 个页面。')).toBeVisible();
  });
});

test.describe('en, phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 } });

  test('on a phone the tour points at the button opening the menu, and the offer can be skipped', async ({ page }) => {
    const admin = await adminWith(['list-tags']);
    await signInAndWait(page, admin.username, admin.password, 'en');
    const offer = page.getByRole('region', { name: 'Guided tour' });
    await offer.getByRole('button', { name: 'Take the tour' }).click();
    // The dashboard and tags, reached through the button that opens the menu.
    const menuStep = page.getByText('It holds what your role can reach: 2 sections, 2 pages in all.');
    await expect(menuStep).toBeVisible();
    await page.getByRole('button', { name: 'Skip the tour' }).click();
    await expect(menuStep).toBeHidden();
    await expect(offer).toBeHidden();
  });
});

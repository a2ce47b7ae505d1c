/**
 * Visits each main page in both languages and saves a full-page PNG under e2e/screenshots/<lang>/ (git-ignored),
 * for people to look at. Each visit also checks that the page rendered (no error page, no sign-in bounce).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, startIn } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call } from '../support/api.ts';
import { signInAndWait, TEXT, type Lang } from '../support/ui.ts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const PAGES: { name: string; path: string | ((ids: Ids) => string) }[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'tags-list', path: '/tags' },
  { name: 'tag-form', path: '/tags/create' },
  { name: 'directors-list', path: '/directors' },
  { name: 'admins-list', path: '/permissions/admins' },
  { name: 'admin-show', path: (ids) => `/permissions/admins/${ids.admin}` },
  { name: 'admin-form', path: '/permissions/admins/create' },
  { name: 'roles-list', path: '/permissions/roles' },
  { name: 'role-form', path: '/permissions/roles/create' },
  { name: 'audit-log', path: '/permissions/audit-logs' },
  { name: 'profile', path: '/profile/index' },
];

type Ids = { admin: number };

async function shoot(page: Page, lang: Lang, name: string) {
  // Let lazy chunks, queries and antd's motion settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, lang, `${name}.png`), fullPage: true });
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`screenshots of the main pages (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await startIn(page, lang);
    const me = await call<{ id: number }>('GET', '/auth/me', { token: await asAdmin() });
    const ids: Ids = { admin: me.id };

    await page.goto('/#/login');
    await expect(page.getByLabel(TEXT[lang].username, { exact: true })).toBeVisible();
    await shoot(page, lang, 'login');

    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, lang);
    for (const entry of PAGES) {
      const target = typeof entry.path === 'function' ? entry.path(ids) : entry.path;
      await test.step(`${entry.name} (${target})`, async () => {
        await page.goto(`/#${target}`);
        await expect(page).toHaveURL(new RegExp(`#${target.replace(/[?]/g, '\\?')}$`));
        await expect(page.locator('main').first()).toBeVisible();
        await shoot(page, lang, entry.name);
      });
    }
  });
}

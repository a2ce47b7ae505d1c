/**
 * Visits each main page in both languages, on a desktop and (some of them) on a phone (`phone-*.png`), and saves
 * a full-page PNG under e2e/screenshots/<lang>/ (git-ignored), for people to look at. Each visit also checks
 * that the page rendered (no error page, no sign-in bounce).
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
  { name: 'blocks-list', path: '/blocks?siteId=1&sitePage=home' },
  { name: 'block-preview', path: '/blocks/preview?site=1&page=home' },
  { name: 'banners-list', path: '/blocks/banners' },
  { name: 'faq-list', path: '/questions?siteId=1' },
];

type Ids = { admin: number };

async function shoot(page: Page, lang: Lang, name: string) {
  // Let lazy chunks, queries and antd's motion settle: no spinner left (a loading page or table).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, lang, `${name}.png`), fullPage: true });
}

/** The pages looked at on a phone (390 px): those whose layout changes most below the shell's mobile line. */
const PHONE_PAGES = new Set(['dashboard', 'tags-list', 'tag-form', 'admins-list', 'audit-log', 'block-preview']);

const SCREENS = [
  { prefix: '', viewport: undefined, pages: PAGES },
  {
    prefix: 'phone-',
    viewport: { width: 390, height: 844 },
    pages: PAGES.filter((entry) => PHONE_PAGES.has(entry.name)),
  },
];

for (const lang of ['zh-CN', 'en'] as const) {
  for (const screen of SCREENS) {
    test(`screenshots of the main pages (${lang}${screen.viewport ? ', phone' : ''})`, async ({ page }) => {
      test.setTimeout(180_000);
      if (screen.viewport) await page.setViewportSize(screen.viewport);
      await startIn(page, lang);
      const me = await call<{ id: number }>('GET', '/auth/me', { token: await asAdmin() });
      const ids: Ids = { admin: me.id };

      await page.goto('/#/login');
      await expect(page.getByLabel(TEXT[lang].username, { exact: true })).toBeVisible();
      await shoot(page, lang, `${screen.prefix}login`);

      await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, lang);
      for (const entry of screen.pages) {
        const target = typeof entry.path === 'function' ? entry.path(ids) : entry.path;
        await test.step(`${entry.name} (${target})`, async () => {
          await page.goto(`/#${target}`);
          await expect(page).toHaveURL(new RegExp(`#${target.replace(/[?]/g, '\\?')}$`));
          await expect(page.locator('main').first()).toBeVisible();
          await shoot(page, lang, `${screen.prefix}${entry.name}`);
        });
      }
    });
  }
}

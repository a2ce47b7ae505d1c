/** The test object of every spec: Playwright's, with a page that speaks a chosen language from the start. */
import { test as base, expect, type Page } from '@playwright/test';
import type { Lang } from './ui.ts';

/** Makes the app start in `lang` (the remembered language) on every page load of this page. */
export async function startIn(page: Page, lang: Lang) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('backlot.language')) window.localStorage.setItem('backlot.language', value);
  }, lang);
}

export const test = base.extend<{ lang: Lang | undefined }>({
  lang: [undefined, { option: true }],
  page: async ({ page, lang }, use) => {
    if (lang) await startIn(page, lang);
    await use(page);
  },
});

export { expect };

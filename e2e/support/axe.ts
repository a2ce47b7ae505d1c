/**
 * Accessibility checks with axe-core (WCAG 2.0 and 2.1, levels A and AA): the pages of the menu, each read once
 * shown and settled.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startIn } from './fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.ts';
import { signInAndWait, type Lang } from './ui.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One violation in short: the rule, how many elements, and the first few of them. */
export type Finding = { rule: string; nodes: number; targets: string[] };

/** Counts the page's requests still waiting for an answer, so a check waits until the page has what it asked. */
export function trackRequests(page: Page) {
  let pending = 0;
  page.on('request', () => (pending += 1));
  const done = () => (pending = Math.max(0, pending - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { idle: () => pending === 0 };
}

/** A signed-in page of its own context, in `lang` at `width` px. */
export async function signedInPage(browser: Browser, lang: Lang, width: number) {
  const phone = width < 768;
  const context: BrowserContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await startIn(page, lang);
  const requests = trackRequests(page);
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, lang);
  return { context, page, requests };
}

/**
 * Forgets the pages kept open behind the one shown (they are the browser tab's, in its sessionStorage) and loads
 * the app again: a long walk through the menu keeps each page it visits alive, and the document grows.
 */
export async function forgetOpenPages(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
}

/** Opens `path` and waits until its page is shown and has what it asked for (no spinner, no request waiting). */
export async function openSettled(page: Page, path: string, requests: { idle: () => boolean }) {
  await page.goto(`/#${path}`);
  // The page may add to its address what it shows by default (the preview's first site: `?site=1`).
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
  await expect(page.getByRole('main')).toBeVisible();
  // The page's requests answered (a page that polls may never be quiet: a few seconds at most).
  for (let waited = 0; waited < 5000 && !requests.idle(); waited += 100) await page.waitForTimeout(100);
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton:visible')).toHaveCount(0, { timeout: 20_000 });
  // Motions (antd's fades) end before colours are read.
  await page.waitForTimeout(200);
}

/** The WCAG violations of the page shown; `rules`: only those rules (a theme colour changes colours alone). */
export async function violationsOf(page: Page, rules?: string[]): Promise<Finding[]> {
  // The pages kept alive behind the one shown are inert: no one reaches them, and reading them only takes time.
  // Only violations are described: describing every pass too doubles the time a page takes.
  // (`options` replaces the options `withTags` sets: it comes first.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).exclude('[inert]');
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`.trim()),
  }));
}

export const countOf = (findings: readonly Finding[]) => findings.reduce((sum, f) => sum + f.nodes, 0);

/**
 * Whether what has the focus shows it: an outline or a shadow on the element, or on the antd control around it
 * (a select's or an affixed input's ring is drawn on its wrapper).
 */
export function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const wrapper = focused.closest(
      '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-input-outlined',
    );
    return [focused, wrapper].some((element) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== '' && style.boxShadow !== 'none');
    });
  });
}

/**
 * Presses Tab until `target` has the focus (at most `max` times), checking at each step that the focus shows.
 * Throws with what had the focus when a step showed none.
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '');
    // Past the last control the focus leaves the document (the browser's own bar) before it comes back.
    if (focused.startsWith('<body')) continue;
    expect(await focusRingShown(page), `focus ring on ${focused}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/**
 * WCAG 2.1 AA: every page of the menu has no axe violation, in both languages, on a desktop and on a phone, and
 * in each theme colour (a list, a form and the dashboard). The pages are the menu's own: read from the sidebar
 * with each group opened in turn, so a page added to the menu is checked without a list here to keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import {
  countOf,
  focusRingShown,
  forgetOpenPages,
  openSettled,
  signedInPage,
  tabTo,
  violationsOf,
  type Finding,
} from '../support/axe.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { startIn } from '../support/fixtures.ts';
import { buttonName, sidebarMenu, TEXT, visibleRows, type Lang } from '../support/ui.ts';

/** A list, a form and the dashboard: read in each theme colour the settings drawer offers. */
const THEME_PAGES = ['/tags', '/tags/create', '/dashboard'];

/** Every page the sidebar links, opening each group (and the groups inside it) in turn. */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = sidebarMenu(page, 'en');
  await expect(nav.getByRole('menuitem').first()).toBeVisible();
  const paths = new Set<string>();
  const opened = new Set<string>();
  for (;;) {
    for (const href of await nav
      .locator('a[href^="#/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      if (href) paths.add(href.slice(1));
    // A group by its menu id: its place among the closed ones changes as groups open and close.
    const closed = await nav
      .locator('[role="menuitem"][aria-expanded="false"]:visible')
      .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-menu-id') ?? ''));
    const next = closed.find((id) => id && !opened.has(id));
    if (!next) break;
    opened.add(next);
    const group = nav.locator(`[data-menu-id="${next}"]`);
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  return [...paths];
}

let pages: string[] = [];

test.beforeAll(async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'en', 1366);
  pages = await menuPaths(page);
  await context.close();
  expect(pages.length).toBeGreaterThan(20);
});

/** Written as each page is read, so that a run cut short still says what it found. */
function report(name: string, results: Record<string, Finding[]>) {
  const file = path.join(process.cwd(), 'test-results', `a11y-${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 1));
  const failing = Object.entries(results).filter(([, findings]) => findings.length > 0);
  return failing.map(([at, findings]) => `${at}: ${countOf(findings)} ${JSON.stringify(findings)}`).join('\n');
}

/**
 * Every menu page in both languages and at both widths: Chinese on a desktop and English on a phone. (The two
 * other pairings read the same pages in the same components; run once each, they found none either. Four full
 * walks would take about 10 minutes of the suite.)
 */
const WALKS = [
  ['zh-CN', 1366],
  ['en', 390],
] as const satisfies ReadonlyArray<readonly [Lang, number]>;

for (const [lang, width] of WALKS) {
  test(`every menu page has no axe violation (${lang}, ${width} px)`, async ({ browser }) => {
    // About 60 pages: a few seconds each on a quiet machine, several times that on a busy one.
    test.setTimeout(600_000);
    const { context, page, requests } = await signedInPage(browser, lang, width);
    const results: Record<string, Finding[]> = {};
    for (const [index, at] of pages.entries()) {
      if (index > 0 && index % 12 === 0) await forgetOpenPages(page);
      await openSettled(page, at, requests);
      results[at] = await violationsOf(page);
      report(`${lang}-${width}`, results);
    }
    await context.close();
    expect(report(`${lang}-${width}`, results)).toBe('');
  });
}

test('each theme colour keeps a list, a form and the dashboard at WCAG contrast', async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page, requests } = await signedInPage(browser, 'en', 1366);
  const drawerButton = page.getByRole('button', { name: TEXT.en.settings });
  const drawer = page.getByRole('dialog', { name: TEXT.en.settings });
  // The colours the settings drawer offers, by the names of its swatches ("Use colour #409EFF").
  await drawerButton.click();
  const swatches = drawer.getByRole('radio');
  await expect(swatches.first()).toBeVisible();
  const colours = (await swatches.evaluateAll((all) => all.map((s) => s.getAttribute('aria-label') ?? ''))).map(
    (name) => name.replace(/^.*(#[0-9a-f]{6})$/i, '$1'),
  );
  expect(colours).toHaveLength(8);
  await drawer.getByRole('button', { name: 'Close' }).click();

  const results: Record<string, Finding[]> = {};
  for (const colour of [null, ...colours]) {
    if (colour) {
      await drawerButton.click();
      await drawer.getByRole('radio', { name: `Use colour ${colour}` }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    }
    for (const at of THEME_PAGES) {
      await openSettled(page, at, requests);
      results[`${colour ?? 'default'} ${at}`] = await violationsOf(page, ['color-contrast']);
      report('themes', results);
    }
  }
  await context.close();
  expect(report('themes', results)).toBe('');
});

test('with the keyboard alone: sign in, find a member, edit a video and save, the focus shown at every step', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await startIn(page, 'en');
  await page.goto('/#/login');
  const username = page.getByLabel(TEXT.en.username, { exact: true });
  await expect(username).toBeVisible();
  await tabTo(page, username);
  await page.keyboard.type(ADMIN_USERNAME);
  await tabTo(page, page.getByLabel(TEXT.en.password, { exact: true }));
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboard$/);

  /** Opens a page through the menu's search (Ctrl+K), by its title. */
  const goTo = async (title: string, address: RegExp) => {
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: 'Page title' });
    await expect(box).toBeFocused();
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.type(title);
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(address);
  };

  await goTo('Member list', /#\/users$/);
  const rows = visibleRows(page);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('textbox', { name: TEXT.en.search, exact: true }));
  await page.keyboard.type('schmidt1@mail');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('emma_schmidt1');

  await goTo('Videos', /#\/videos$/);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Edit' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/videos\/edit\/\d+$/);
  const title = page.getByRole('textbox', { name: 'Title (English)' });
  await expect(title).not.toHaveValue('');
  await tabTo(page, title);
  const edited = `${await title.inputValue()} (kb)`.slice(0, 120);
  await page.keyboard.press('End');
  await page.keyboard.type(' (kb)');
  await tabTo(page, page.getByRole('button', { name: buttonName('Save') }), 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/videos\/show\/\d+$/);
  await expect(page.getByRole('main').getByText(edited).filter({ visible: true }).first()).toBeVisible();
  await context.close();
});

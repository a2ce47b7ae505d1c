/**
 * The forms of the app as a user fills them, scoped to the form on screen: the shell keeps pages alive, so a
 * hidden page may hold a field of the same name. Also: a run's screen (a desktop, or a phone at 390 px).
 */
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.ts';
import { signInAndWait, type Lang } from './ui.ts';

const PHONE = { width: 390, height: 844 };

/** Where a flow runs: a language, on a desktop or a phone. */
export type Run = { lang: Lang; phone: boolean };

export const where = (run: Run) => `${run.lang}, ${run.phone ? 'phone' : 'desktop'}`;

/** Signs in as the first admin on the run's screen. */
export async function start(page: Page, run: Run) {
  if (run.phone) await page.setViewportSize(PHONE);
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, run.lang);
}

/** A control of the form on screen, by its label (a kept-alive page may hold a field of the same name). */
export const textbox = (page: Page, label: string) => page.locator('form:visible').getByLabel(label, { exact: true });
/** The form item (label, control, messages) of the form on screen holding the control labelled `label`. */
export const field = (page: Page, label: string) =>
  page
    .locator('form:visible .ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();

/** Picks `option` in the select labelled `label`, typing it to search when the options come from the server. */
export async function choose(page: Page, label: string, option: string, search = false) {
  await field(page, label).locator('.ant-select').click();
  if (search) await page.keyboard.type(option);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Types a date (and time) into an antd picker and confirms it: with its OK button when it has a time. */
export async function pickDate(page: Page, label: string, text: string) {
  const input = textbox(page, label);
  await input.click();
  await input.fill(text);
  // The dropdown of a picker just closed may still be fading out: the newest one is the last.
  const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').last();
  if (await ok.count()) await ok.click();
  else await input.press('Tab');
}

export const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

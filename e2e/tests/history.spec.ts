/**
 * A record's History tab: an edit shows there field by field in the staff's language, and a content record
 * goes back to an earlier version with "Restore this version".
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, createTag, unique } from '../support/api.ts';
import { button, confirmOpened, signInAndWait, type Lang } from '../support/ui.ts';

const WORDS = {
  'zh-CN': {
    tab: '历史记录',
    details: '详情',
    save: '保存',
    nameCn: '中文名称',
    title: '英文标题',
    create: '新建',
    restore: '恢复此版本',
    ok: '恢复',
    restored: '记录已恢复到此版本。',
    restoreEntry: '恢复版本',
  },
  en: {
    tab: 'History',
    details: 'Details',
    save: 'Save',
    nameCn: 'Name (Chinese)',
    title: 'Title (English)',
    create: 'Create',
    restore: 'Restore this version',
    ok: 'Restore',
    restored: 'The record is back at this version.',
    restoreEntry: 'Restore version',
  },
};

/** The History tab's entries, newest first. */
const entries = (page: Page) => page.getByRole('list', { name: /^(History|历史记录)$/ }).getByRole('listitem');

async function editShowsInHistory(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const before = unique('旧名');
  const after = unique('新名');
  const tag = await createTag(await asAdmin(), { name: unique('History'), name_cn: before });
  await page.goto(`/#/tags/edit/${tag.id}`);
  await page.getByLabel(w.nameCn, { exact: true }).fill(after);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/tags/${tag.id}`) && r.request().method() === 'PUT');
  await button(page, w.save).click();
  expect((await saved).status()).toBe(200);
  // A save returns to the list; the edit page opens again from there.
  await expect(page).toHaveURL(/#\/tags$/);
  await page.goto(`/#/tags/edit/${tag.id}`);
  await page.getByRole('tab', { name: w.tab }).click();
  await expect(entries(page).first()).toContainText(`${w.nameCn}: ${before} → ${after}`);
  await expect(entries(page).last()).toContainText(w.create);
}

async function restoreBringsTheOldValueBack(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const token = await asAdmin();
  const first = unique('Dawn');
  const second = unique('Dusk');
  const video = await call<{ id: number; serial_number: string }>('POST', '/videos', {
    token,
    body: { serial_number: `HI-${String(Date.now()).slice(-8)}`, title: first, title_cn: '黎明' },
  });
  await call('PUT', `/videos/${video.id}`, { token, body: { title: second } });

  await page.goto(`/#/videos/show/${video.id}`);
  await expect(page.getByRole('cell', { name: second, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: w.tab }).click();
  await expect(entries(page)).toHaveCount(2);
  const created = entries(page).last();
  await created.getByRole('button', { name: w.restore }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${w.title}: ${second} → ${first}`);
  await confirmOpened(page, w.ok);
  await expect(page.getByText(w.restored)).toBeVisible();
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first()).toContainText(w.restoreEntry);

  await page.getByRole('tab', { name: w.details }).click();
  await expect(page.getByRole('cell', { name: first, exact: true })).toBeVisible();
}

test.describe('history in Chinese on a desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('an edit shows in the History tab, and a restore brings the old value back', async ({ page }) => {
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await editShowsInHistory(page, 'zh-CN');
    await restoreBringsTheOldValueBack(page, 'zh-CN');
  });
});

test.describe('history in English on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an edit shows in the History tab, and a restore brings the old value back', async ({ page }) => {
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await editShowsInHistory(page, 'en');
    await restoreBringsTheOldValueBack(page, 'en');
  });
});

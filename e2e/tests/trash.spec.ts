/**
 * The trash: deleting a tag says first what goes with it (its SEO entry), the tag waits in the trash, and a
 * restore brings it back to the tags list. Once in Chinese on a desktop, once in English on a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, createTag, unique } from '../support/api.ts';
import { confirmOpened, rowAction, signInAndWait, visibleRows, type Lang } from '../support/ui.ts';

const WORDS = {
  'zh-CN': {
    delete: '删除',
    removed: '将一并删除：SEO 条目（1）。',
    toTrash: '删除后将移入回收站，30 天内可还原。',
    ok: '确定',
    restore: '还原',
    restoredToo: '将一并还原：SEO 条目（1）。',
    restored: '已还原。',
  },
  en: {
    delete: 'Delete',
    removed: 'Also deleted with it: SEO entries (1).',
    toTrash: 'It goes to the trash, where it can be restored for 30 days.',
    ok: 'Confirm',
    restore: 'Restore',
    restoredToo: 'Also restored: SEO entries (1).',
    restored: 'Restored.',
  },
} as const;

/** A tag with an SEO entry of its own, made through the API. */
async function taggedSeo() {
  const token = await asAdmin();
  const name = unique('trash');
  const tag = await createTag(token, { name, name_cn: unique('回收') });
  const sites = await call<{ data: Array<{ id: number }> }>('GET', '/sites', { token });
  await call('POST', '/seos', {
    token,
    body: { site_id: sites.data[0]!.id, tag_id: tag.id, title: name, title_cn: name },
  });
  return name;
}

async function deleteAndRestore(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const name = await taggedSeo();
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, lang);

  await page.goto(`/#/tags?q=${name}`);
  const row = visibleRows(page).filter({ hasText: name });
  await expect(row).toBeVisible();
  await (await rowAction(page, row, words.delete)).click();
  await expect(page.getByText(words.removed)).toBeVisible();
  // Reading the question moves the pointer off the button: its tooltip, which may cover the answer, goes.
  await page.getByText(words.toTrash).hover();
  await confirmOpened(page, words.ok);
  await expect(visibleRows(page).filter({ hasText: name })).toHaveCount(0);

  await page.goto('/#/permissions/trash?resource=tags');
  const entry = visibleRows(page).filter({ hasText: name });
  await expect(entry).toBeVisible();
  await (await rowAction(page, entry, words.restore)).click();
  await page.getByText(words.restoredToo).hover();
  await confirmOpened(page, words.ok);
  await expect(page.getByText(words.restored)).toBeVisible();
  await expect(visibleRows(page).filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/#/tags?q=${name}`);
  await expect(visibleRows(page).filter({ hasText: name })).toBeVisible();
}

test.describe('in Chinese on a desktop', () => {
  test.use({ lang: 'zh-CN' });
  test('a deleted tag waits in the trash with its SEO entry and comes back on restore', async ({ page }) => {
    await deleteAndRestore(page, 'zh-CN');
  });
});

test.describe('in English on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a deleted tag waits in the trash with its SEO entry and comes back on restore', async ({ page }) => {
    await deleteAndRestore(page, 'en');
  });
});

import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { button, signInAndWait, visibleRows, confirmOpened } from '../support/ui.ts';

type Site = { id: number; intake_key: string };
type Post = { id: number; status: string; content_cn: string; published_at: string | null };

/** A cooperation request as a member site sends it, through the site's intake key. */
async function sendRequest(subject: string) {
  const site = await call<Site>('POST', '/sites', {
    token: await asAdmin(),
    body: {
      name: unique('Partner'),
      domain: `${unique('p')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()}.example.com`,
    },
  });
  const res = await fetch(`${process.env.E2E_BASE_URL}/api/intake/cooperations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Key': site.intake_key },
    body: JSON.stringify({ subject, name: 'Ann', email: 'ann@example.com', message: 'Let us talk.' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('a cooperation request is solved from the list, then archived from its page', async ({ page }) => {
    const subject = unique('Proposal');
    const id = await sendRequest(subject);
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto(`/#/videos/cooperations?q=${subject}`);
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await expect(row.getByText('Open', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Solve' }).click();
    await expect(page.getByText(`Mark “${subject}” solved?`)).toBeVisible();
    await confirmOpened(page, 'Confirm');
    await expect(row.getByText('Solved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Solve' })).toHaveCount(0);

    await page.goto(`/#/videos/cooperations/${id}`);
    await expect(page.getByText('Let us talk.')).toBeVisible();
    await button(page, 'Archive').click();
    await confirmOpened(page, 'Confirm');
    await expect(page.getByText('Archived', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Archive$/ })).toHaveCount(0);
  });

  test('the videos list exports the rows its search finds as videos.csv', async ({ page }) => {
    const token = await asAdmin();
    const word = unique('Export');
    const serial = (n: number) => `EX-${String(Date.now() % 1e7).padStart(7, '0')}${n}`;
    const make = (n: number, title: string) =>
      call('POST', '/videos', {
        token,
        body: { serial_number: serial(n), title, title_cn: `${title} 中文`, type: 'full' },
      });
    await make(1, `${word} first`);
    await make(2, `${word} second`);
    await make(3, unique('Other'));

    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto(`/#/videos?q=${word}`);
    await expect(visibleRows(page)).toHaveCount(2);
    await page.getByRole('button', { name: /Export all 2 matching$/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('videos.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    // The header in the staff's language.
    expect(lines[0]!.split(',')).toEqual(expect.arrayContaining(['Serial number', 'Title (English)']));
    expect(lines.slice(1).every((line) => line.includes(word))).toBe(true);
  });
});

test.describe('in Chinese', () => {
  test.use({ lang: 'zh-CN' });

  test('a post written with formatting keeps it, and is published from its page', async ({ page }) => {
    const title = unique('Formatted');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto('/#/videos/posts/create');
    await page.getByLabel('英文标题', { exact: true }).fill(title);
    await page.getByLabel('中文标题', { exact: true }).fill(`${title} 中文`);
    const editor = page.locator('.ProseMirror:visible').nth(1);
    await editor.click();
    await page.keyboard.type('普通文字 ');
    await page.getByRole('button', { name: '加粗' }).nth(1).click();
    await page.keyboard.type('加粗文字');
    await button(page, '保存').click();
    await expect(page).toHaveURL(/#\/videos\/posts\/\d+$/);
    const id = Number(/posts\/(\d+)$/.exec(page.url())![1]);

    const saved = await call<Post>('GET', `/posts/${id}`, { token: await asAdmin() });
    expect(saved.content_cn).toBe('<p>普通文字 <strong>加粗文字</strong></p>');
    await expect(page.locator('.rich-text:visible strong')).toHaveText('加粗文字');

    await button(page, '发布').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定|发\s?布/ })
      .click();
    await expect(page.getByText('已发布', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    const published = await call<Post>('GET', `/posts/${id}`, { token: await asAdmin() });
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
  });
});

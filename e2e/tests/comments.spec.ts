/**
 * Comment moderation: reported comments from a member site top the queue, most reports first; a moderator
 * clears them from the keyboard and in bulk, bans an author — whose next comment the site is refused — and
 * lifts the ban on the member's page; in Chinese on a desktop, and in English on a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { adminWith, unique } from '../support/api.ts';
import { createMembers, createSite, intake, publishedVideoId, type MemberSite } from '../support/member-site.ts';
import {
  button,
  buttonName,
  confirmOpened,
  emptyList,
  openFromMenu,
  signInAndWait,
  visibleRows,
} from '../support/ui.ts';

let site: MemberSite;
let videoId: number;
test.beforeAll(async () => {
  site = await createSite();
  videoId = await publishedVideoId();
});

type Queue = { tag: string; authors: Array<{ id: number; username: string; email: string }>; ids: number[] };

/** Three comments by three members, reported once, twice and three times: `ids` from most reported down. */
async function reportedComments(): Promise<Queue> {
  const tag = unique('spam').replace(/-/g, '_');
  const people = await createMembers(tag, 6);
  const authors = people.slice(0, 3);
  const ids: number[] = [];
  for (const [i, author] of authors.entries()) {
    const id = await intake(site, 'comments', {
      email: author.email,
      video_id: videoId,
      comment: `${tag} buy now ${i}`,
    });
    for (const reporter of people.slice(3, 4 + i))
      await intake(site, 'comment-reports', { comment_id: id, email: reporter.email, reason: 'Spam' });
    ids.unshift(id);
  }
  return { tag, authors: authors.reverse(), ids };
}

const moderator = () =>
  adminWith(
    [
      'list-comments',
      'enable-comments',
      'disable-comments',
      'ban-comments',
      'reject-report-comments',
      'delete-comments',
      'list-users',
    ],
    'moderator',
  );

const rows = visibleRows;
/** The id of the table row that has the keyboard focus. */
const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-row-key'));

test.describe('in Chinese, on a desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('a moderator clears the queue by key and in bulk, bans an author and lifts the ban', async ({ page }) => {
    test.setTimeout(150_000);
    const queue = await reportedComments();
    const { username, password } = await moderator();
    await signInAndWait(page, username, password, 'zh-CN');
    await openFromMenu(page, ['评论管理'], '审核队列', 'zh-CN');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const search = page.getByLabel('搜索', { exact: true });
    await search.fill(queue.tag);
    await search.press('Enter');
    await expect(rows(page)).toHaveCount(3);
    // Most reported first.
    await expect(rows(page).nth(0)).toContainText('3');
    expect(await rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row-key'))))).toEqual(
      queue.ids,
    );

    // From the keyboard: R rejects the focused comment's reports, and focus moves to the next one.
    await rows(page).nth(0).focus();
    await page.keyboard.press('r');
    await expect(page.getByText('举报已驳回，评论保留')).toBeVisible();
    await expect.poll(() => focusedRow(page)).toBe(String(queue.ids[1]));
    await expect(rows(page).filter({ hasText: `${queue.tag} buy now 2` })).toContainText('已驳回');

    // In bulk: the two still reported, hidden together.
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('x');
    // The bulk bar, named by what it holds: the rows' own buttons share its labels.
    const bulk = page.getByRole('toolbar', { name: '已选择 2 项' });
    await bulk.getByRole('button', { name: buttonName('隐藏') }).click();
    await confirmOpened(page, '确定');
    await expect(page.getByText('已完成 2 / 2 项。')).toBeVisible();
    await page.goto(`/#/comments?q=${queue.tag}&reported=1`);
    await expect(page.locator('.ant-table-placeholder:visible')).toBeVisible({ timeout: 30_000 });

    // Ban the author of the comment whose reports were rejected: B opens the reason.
    await page.goto(`/#/comments?q=${encodeURIComponent(`${queue.tag} buy now 2`)}`);
    await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
    await rows(page).first().focus();
    await page.keyboard.press('b');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('原因（显示在会员页面）').fill('反复发布广告');
    await confirmOpened(page, '确定');
    await expect(page.getByText('作者已被禁止评论')).toBeVisible();
    await expect(rows(page).first()).toContainText('已禁言');
    await expect(rows(page).first()).toContainText('已隐藏');

    // The member site is refused the banned member's next comment.
    const author = queue.authors[0]!;
    await expect(
      intake(site, 'comments', { email: author.email, video_id: videoId, comment: 'again' }),
    ).rejects.toThrow(/409.*comment_banned/);

    // The member's page shows the ban, and lifts it.
    await rows(page).first().getByRole('link', { name: author.username }).click();
    await expect(page).toHaveURL(new RegExp(`#/users/${author.id}$`));
    await expect(page.getByText('已被禁止评论', { exact: true })).toBeVisible();
    await expect(page.getByText('反复发布广告')).toBeVisible();
    await button(page, '解除禁言').click();
    await confirmOpened(page, '确定');
    await expect(page.getByText('该会员可以重新评论了')).toBeVisible();
    await expect(page.getByText('可以评论', { exact: true })).toBeVisible();
    await intake(site, 'comments', { email: author.email, video_id: videoId, comment: 'sorry' });
  });
});

test.describe('in English, on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a moderator rejects the reports of the whole queue in bulk', async ({ page }) => {
    test.setTimeout(120_000);
    const queue = await reportedComments();
    const { username, password } = await moderator();
    await signInAndWait(page, username, password, 'en');
    await page.goto(`/#/comments?q=${queue.tag}&reported=1`);
    await expect(rows(page)).toHaveCount(3, { timeout: 30_000 });
    // The comments are cards: one checkbox selects the page's.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page
      .getByRole('toolbar', { name: '3 selected' })
      .getByRole('button', { name: buttonName('Reject reports') })
      .click();
    await confirmOpened(page, 'Confirm');
    await expect(page.getByText('3 of 3 done.')).toBeVisible();
    await expect(emptyList(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

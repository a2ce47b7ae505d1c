/**
 * Unread counts in the menu: two support agents are signed in, each in a browser of their own; a ticket a member
 * site sends shows as unread in both menus without a reload, and opening the list reads it for that agent only.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, startIn } from '../support/fixtures.ts';
import { adminWith, unique } from '../support/api.ts';
import { createSite, intake, type MemberSite } from '../support/member-site.ts';
import { openFromMenu, sidebarMenu, signInAndWait, type Lang } from '../support/ui.ts';

const WORDS = {
  'zh-CN': { group: '常见问题与工单', tickets: '客服工单', oneUnread: '1 条未读' },
  en: { group: 'FAQ & support', tickets: 'Support tickets', oneUnread: '1 unread' },
} as const;

/** A poll runs every 15 s: a count shows within two of them. */
const WITHIN_POLLS = { timeout: 30_000 };

let site: MemberSite;
test.beforeAll(async () => {
  site = await createSite();
});

/**
 * A support agent signed in in a browser of their own, who opened the tickets list (which reads what is there)
 * and moved on to their profile; the menu stays.
 */
async function agentAtTickets(browser: Browser, lang: Lang): Promise<Page> {
  const { username, password } = await adminWith(['list-supports'], 'agent');
  const page = await (await browser.newContext()).newPage();
  await startIn(page, lang);
  await signInAndWait(page, username, password, lang);
  // Opening the list reads its tickets: the test goes on once the server has that.
  const marked = page.waitForResponse((res) => res.url().endsWith('/api/unread/tickets/seen') && res.ok());
  await openFromMenu(page, [WORDS[lang].group], WORDS[lang].tickets, lang);
  await marked;
  await expect(ticketsLink(page, lang)).toHaveAccessibleDescription('');
  await page.goto(page.url().replace(/#.*$/, '#/profile/index'));
  await expect(ticketsLink(page, lang)).toBeVisible();
  return page;
}

const ticketsLink = (page: Page, lang: Lang) =>
  sidebarMenu(page, lang).getByRole('link', { name: WORDS[lang].tickets, exact: true });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`a new ticket shows as unread in another signed-in agent's menu without a reload (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ann = await agentAtTickets(browser, lang);
    const bob = await agentAtTickets(browser, lang);

    await intake(site, 'supports', {
      type: 'billing',
      subject: unique('Charged twice'),
      email: 'buyer@example.com',
      message: 'Two charges.',
      language: lang,
    });

    await expect(ticketsLink(bob, lang)).toHaveAccessibleDescription(WORDS[lang].oneUnread, WITHIN_POLLS);
    await expect(ticketsLink(ann, lang)).toHaveAccessibleDescription(WORDS[lang].oneUnread, WITHIN_POLLS);

    // Bob opens the list: read for him, still unread for Ann.
    await ticketsLink(bob, lang).click();
    await expect(ticketsLink(bob, lang)).toHaveAccessibleDescription('');
    await ann.reload();
    // A fresh page: the group is closed, and its dot says something inside is unread.
    const group = sidebarMenu(ann, lang).getByRole('menuitem', { name: new RegExp(`${WORDS[lang].group}$`) });
    await expect(group.locator('.ant-badge-dot')).toBeVisible();
    await group.click();
    await expect(ticketsLink(ann, lang)).toHaveAccessibleDescription(WORDS[lang].oneUnread);
    await ann.context().close();
    await bob.context().close();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, lang: 'en' });

  test('the bell lists a new ticket and opens it', async ({ page }) => {
    const { username, password } = await adminWith(['list-supports'], 'agent');
    await signInAndWait(page, username, password, 'en');
    const subject = unique('Refund please');
    await intake(site, 'supports', { type: 'billing', subject, email: 'buyer@example.com', message: 'Refund.' });

    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription(/^\d+\+? unread$/, WITHIN_POLLS);
    await bell.click();
    const drawer = page.getByRole('dialog');
    const link = drawer.getByRole('link', { name: subject });
    await expect(link).toBeVisible();
    // The list stays within the screen once the drawer has slid in.
    const list = drawer.getByRole('list', { name: 'Latest notifications' });
    await expect(async () => {
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }).toPass();
    await link.click();
    await expect(page).toHaveURL(/#\/questions\/supports\/\d+$/);
    await expect(page.getByRole('main').getByText(subject, { exact: true }).first()).toBeVisible();
  });
});

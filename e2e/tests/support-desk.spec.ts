/**
 * The support desk: an agent takes a ticket (Assign to me) and finds it in "Mine, waiting on us", writes an
 * internal note the member never sees, starts the reply from a canned reply in the ticket's language, edits and
 * sends it, and sees the first-response clock stop; then, on the member's page, finds the ticket on their
 * timeline and adds a note that heads it — in Chinese on a desktop, and in English on a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { asAdmin, adminWith, call, unique } from '../support/api.ts';
import { createMembers, createSite, intake, type MemberSite } from '../support/member-site.ts';
import { button, signInAndWait, visibleRows, type Lang } from '../support/ui.ts';

let site: MemberSite;
test.beforeAll(async () => {
  site = await createSite();
});

const TEXT = {
  'zh-CN': {
    assignToMe: '分配给我',
    assigned: '已分配给您',
    mine: '我的待处理',
    noteTab: '内部备注',
    noteLabel: '内部备注（仅客服可见）',
    addNote: '添加备注',
    noteAdded: '备注已添加',
    replyTab: '回复会员',
    canned: '插入快捷回复',
    reply: '您的回复',
    send: '发送回复',
    sent: '回复已放入发件箱',
    met: '已达标',
    left: /剩余 7 小时/,
    firstResponse: '首次响应',
    timeline: '时间线',
    memberNote: '关于此会员的备注（仅工作人员可见）',
    memberNoteAdded: '备注已加入时间线',
    note: '备注',
  },
  en: {
    assignToMe: 'Assign to me',
    assigned: 'Assigned to you',
    mine: 'Mine, waiting on us',
    noteTab: 'Internal note',
    noteLabel: 'Internal note (staff only)',
    addNote: 'Add note',
    noteAdded: 'Note added',
    replyTab: 'Reply to member',
    canned: 'Insert a canned reply',
    reply: 'Your reply',
    send: 'Send reply',
    sent: 'Reply sent to the outbox',
    met: 'Met',
    left: /7 h \d+ min left/,
    firstResponse: 'First response',
    timeline: 'Timeline',
    memberNote: 'Note about this member (staff only)',
    memberNoteAdded: 'Note added to the timeline',
    note: 'Note',
  },
} as const;

/** A ticket from the member site in `lang`, a canned reply to answer it with, and an agent; the ticket's subject. */
async function arrange(lang: Lang) {
  const subject = unique(lang === 'en' ? 'Refund please' : '申请退款');
  const [member] = await createMembers(unique('desk').replace(/-/g, '_'), 1);
  await intake(site, 'supports', {
    type: 'billing',
    subject,
    email: member!.email,
    message: 'I was charged twice.',
    language: lang,
  });
  const title = unique('Refund');
  await call('POST', '/canned-replies', {
    token: await asAdmin(),
    body: { title, body: 'Your refund is on its way.', body_cn: '退款正在处理中。' },
  });
  const agent = await adminWith(
    ['list-supports', 'reply-supports', 'assign-supports', 'note-supports', 'list-users', 'note-users'],
    'desk',
  );
  return { subject, title, agent, memberId: member!.id };
}

async function workTicket(page: Page, lang: Lang) {
  const text = TEXT[lang];
  const { subject, title, agent, memberId } = await arrange(lang);
  await signInAndWait(page, agent.username, agent.password, lang);
  await page.goto(`/#/questions/supports?q=${encodeURIComponent(subject)}`);
  const row = visibleRows(page).filter({ hasText: subject });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByText(subject).click();
  await expect(page).toHaveURL(/#\/questions\/supports\/\d+$/);
  const facts = page.locator('.ant-descriptions').filter({ hasText: text.firstResponse });
  // Both clocks run: 8 and 48 hours for a normal ticket.
  await expect(facts).toContainText(text.left);
  await expect(facts).not.toContainText(text.met);

  await button(page, text.assignToMe).click();
  await expect(page.getByText(text.assigned)).toBeVisible();
  await expect(facts).toContainText(agent.username);
  await expect(button(page, text.assignToMe)).toBeHidden();

  // "Mine, waiting on us" lists it now.
  await page.goto('/#/questions/supports');
  await page.getByRole('tab', { name: text.mine }).click();
  const mine = visibleRows(page).filter({ hasText: subject });
  await expect(mine).toHaveCount(1, { timeout: 30_000 });
  await mine.getByText(subject).click();

  const conversation = page.locator('.ant-card').filter({ has: page.getByRole('tab', { name: text.noteTab }) });
  await page.getByRole('tab', { name: text.noteTab }).click();
  await page.getByLabel(text.noteLabel).fill('Checked with finance: refund the second charge.');
  await button(page, text.addNote).click();
  await expect(page.getByText(text.noteAdded)).toBeVisible();
  const note = conversation.getByRole('article', { name: text.noteTab });
  await expect(note).toContainText('Checked with finance: refund the second charge.');
  await expect(note).toContainText(agent.username);

  await page.getByRole('tab', { name: text.replyTab }).click();
  await page.getByRole('combobox', { name: text.canned }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: title }).click();
  const box = page.getByLabel(text.reply);
  const canned = lang === 'en' ? 'Your refund is on its way.' : '退款正在处理中。';
  await expect(box).toHaveValue(canned);
  await box.fill(`${canned} 3-5 days.`);
  await button(page, text.send).click();
  await expect(page.getByText(text.sent)).toBeVisible();
  await expect(conversation).toContainText(`${canned} 3-5 days.`);
  // The first reply stopped the first-response clock in time; the resolution clock still runs.
  await expect(facts).toContainText(text.met);
  await expect(facts).toContainText(/1 d 23 h left|剩余 1 天 23 小时/);

  // The member's timeline holds the ticket; a note added there heads it.
  await page.goto(`/#/users/${memberId}`);
  const timeline = page.locator('.ant-card').filter({ has: page.getByText(text.timeline, { exact: true }) });
  await expect(timeline.getByRole('link', { name: subject })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(text.memberNote).fill('Prefers e-mail to phone calls.');
  await timeline.getByRole('button', { name: text.addNote }).click();
  await expect(page.getByText(text.memberNoteAdded)).toBeVisible();
  const newest = timeline.getByRole('article').first();
  await expect(newest).toContainText('Prefers e-mail to phone calls.');
  await expect(newest).toHaveAttribute('aria-label', text.note);
}

test.describe('in Chinese, on a desktop', () => {
  test.use({ lang: 'zh-CN' });
  test('an agent takes a ticket, notes it, answers from a canned reply, and the first-response clock stops', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await workTicket(page, 'zh-CN');
  });
});

test.describe('in English, on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the same on a 390 px screen, which the ticket page stays within', async ({ page }) => {
    test.setTimeout(120_000);
    await workTicket(page, 'en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

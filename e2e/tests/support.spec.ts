/**
 * Support tickets: a ticket a member site sent is found in the list with how long it has waited, answered and
 * solved by a support agent, and the reply is read in the mail outbox — in Chinese on a desktop, and in
 * English on a phone.
 */
import { test, expect } from '../support/fixtures.ts';
import { adminWith, unique } from '../support/api.ts';
import { createSite, intake, type MemberSite, uploadAttachment } from '../support/member-site.ts';
import { button, openFromMenu, signInAndWait, visibleRows, confirmOpened } from '../support/ui.ts';

let site: MemberSite;
test.beforeAll(async () => {
  site = await createSite();
});

/** A ticket from the member site, answered in `language`; its subject. */
async function sendTicket(language: 'en' | 'zh-CN', email: string, attachmentId?: number) {
  const subject = unique(language === 'en' ? 'Charged twice' : '重复扣款');
  await intake(site, 'supports', {
    type: 'billing',
    subject,
    email,
    message: 'My card shows two charges.\nPlease refund one.',
    language,
    attachment_id: attachmentId,
  });
  return subject;
}

/** A support agent: tickets, replies, solving, and the outbox to check what went out. */
const agent = () => adminWith(['list-supports', 'solve-supports', 'reply-supports', 'list-outbox'], 'agent');

test.describe('in Chinese, on a desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('an agent answers and solves a ticket, and reads the reply in the outbox', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `${unique('buyer')}@example.com`;
    const subject = await sendTicket('zh-CN', email, await uploadAttachment(site, 'statement.pdf'));
    const { username, password } = await agent();
    await signInAndWait(page, username, password, 'zh-CN');

    await openFromMenu(page, ['常见问题与工单'], '客服工单', 'zh-CN');
    await expect(visibleRows(page).first()).toBeVisible({ timeout: 30_000 });
    const search = page.getByLabel('搜索', { exact: true });
    await search.fill(subject);
    await search.press('Enter');
    const row = visibleRows(page).filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    // Just arrived: open, waiting for minutes.
    await expect(row).toContainText('待处理');
    await expect(row).toContainText(/\d+ 分钟/);
    // A click on the row opens the ticket.
    await row.getByText(subject).click();
    await expect(page).toHaveURL(/#\/questions\/supports\/\d+$/);
    // The attachment the member sent, as a link to its file.
    const attachment = page.getByRole('link', { name: 'statement.pdf' });
    await expect(attachment).toHaveAttribute('href', /\/api\/files\/\d+\/content\?expires=/);

    const conversation = page.locator('.ant-card').filter({ hasText: '对话' });
    await expect(conversation).toContainText('My card shows two charges.');
    await conversation.getByLabel('您的回复').fill('已为您退还一笔款项。');
    await button(page, '发送并解决').click();
    await expect(page.getByText('回复已发送，工单已解决')).toBeVisible();
    await expect(conversation).toContainText('已为您退还一笔款项。');
    await expect(conversation).toContainText(username);
    await expect(conversation).toContainText('邮件已保留（未配置邮件服务器）');
    await expect(page.locator('.ant-descriptions').first()).toContainText('已解决');
    // Solved: a follow-up may still be sent, without solving again.
    await expect(button(page, '发送并解决')).toBeHidden();

    await openFromMenu(page, ['会员管理'], '邮件发件箱', 'zh-CN');
    const mail = visibleRows(page).filter({ hasText: email });
    await expect(mail).toHaveCount(1, { timeout: 30_000 });
    await expect(mail).toContainText('工单回复');
    await mail.getByRole('link', { name: '查看' }).click();
    const message = page.locator('.ant-card:visible').filter({
      has: page.locator('.ant-card-head-title', { hasText: `回复：${subject}` }),
    });
    await expect(message).toContainText('已为您退还一笔款项。');
    await expect(message).toContainText(email);
  });
});

test.describe('in English, on a phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an agent replies, then solves the ticket from its page, which stays within the screen', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `${unique('viewer')}@example.com`;
    const subject = await sendTicket('en', email);
    const { username, password } = await agent();
    await signInAndWait(page, username, password, 'en');
    await page.goto(`/#/questions/supports?q=${encodeURIComponent(subject)}`);
    const row = visibleRows(page).filter({ hasText: subject });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    // The ticket is a card: a tap on its subject opens it.
    await row.getByRole('link', { name: subject }).click();

    await page.getByLabel('Your reply').fill('We refunded one of the charges.');
    await button(page, 'Send reply').click();
    await expect(page.getByText('Reply sent to the outbox')).toBeVisible();
    const conversation = page.locator('.ant-card').filter({ hasText: 'Conversation' });
    await expect(conversation).toContainText('We refunded one of the charges.');
    // A reply hands the ticket to the member: it waits for them until they write again or it is solved.
    await expect(page.locator('.ant-descriptions').first()).toContainText('Waiting for member');

    await button(page, 'Solve').click();
    await confirmOpened(page, 'Confirm');
    await expect(page.locator('.ant-descriptions').first()).toContainText('Solved');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

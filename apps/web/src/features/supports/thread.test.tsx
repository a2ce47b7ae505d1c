/**
 * A ticket's page: the conversation reads the member's message, the staff replies with the state of their
 * e-mail and the member's follow-ups; "Send and solve" posts the reply then solves; a ticket waiting for the
 * member says so and may still be solved; an archived ticket takes no reply. Internal notes read among the
 * messages, marked as such, and are written on their own tab, archived tickets included.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as supports } from './messages';
import SupportShowPage from './pages/show-page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const ticket = (status: string) => ({
  id: 5,
  site_id: 1,
  site_name: 'Velvet Room',
  type: 'billing',
  subject: 'Charged twice',
  email: 'mia@example.com',
  member_id: 12,
  member_username: 'mia',
  message: 'My card shows two charges.',
  language: 'en',
  attachment_id: null,
  attachment: null,
  status,
  waiting_since: status === 'open' ? '2026-01-01T00:00:00Z' : null,
  replies_count: 1,
  priority: 'high',
  first_response_at: '2026-01-02T00:00:00Z',
  first_response_due_at: '2026-01-01T04:00:00Z',
  resolution_due_at: '2026-01-02T00:00:00Z',
  notes_count: 1,
  last_reply_at: '2026-01-02T00:00:00Z',
  solved_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
});
const reply = {
  id: 9,
  ticket_id: 5,
  author: 'staff',
  admin_id: 2,
  admin_username: 'daniel.kim',
  message: 'We are looking into it.',
  outbox_id: 3,
  outbox_status: 'kept',
  created_at: '2026-01-02T00:00:00Z',
};
const followUp = {
  id: 10,
  ticket_id: 5,
  author: 'member',
  admin_id: null,
  admin_username: null,
  message: 'It was the Visa card.',
  outbox_id: null,
  outbox_status: null,
  created_at: '2026-01-03T00:00:00Z',
};

const note = {
  id: 4,
  ticket_id: 5,
  admin_id: 3,
  admin_username: 'li.na',
  body: 'Processor shows one charge only.',
  created_at: '2026-01-02T12:00:00Z',
};

const canned = [
  { id: 1, title: 'Card declined', body: 'Please try another card.', body_cn: '请换一张卡再试。' },
  { id: 2, title: 'Refund on its way', body: 'Your refund is on its way.', body_cn: '退款正在处理中。' },
];

function open(status: string, permissions = ['list-supports', 'reply-supports', 'solve-supports']) {
  const fetchMock = mockFetch((method, url) => {
    if (url.pathname === '/api/supports/canned-replies') return { body: { data: canned } };
    if (url.pathname.endsWith('/replies')) return { body: { data: [reply, followUp] } };
    if (url.pathname.endsWith('/notes')) return { body: { data: [note] } };
    return { body: ticket(method === 'POST' && url.pathname.endsWith('/solve') ? 'solved' : status) };
  });
  renderPage(<SupportShowPage />, {
    path: '/questions/supports/:id',
    url: '/questions/supports/5',
    messages: { supports },
    permissions,
  });
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined]);

describe("a ticket's conversation", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the message and the replies, then sends a reply and solves the ticket', async () => {
    const fetchMock = open('open');
    expect(await screen.findByText('My card shows two charges.')).toBeTruthy();
    expect(screen.getByText(/waits for the member; their answer opens it again/)).toBeTruthy();
    expect(await screen.findByText('We are looking into it.')).toBeTruthy();
    expect(screen.getByText('daniel.kim')).toBeTruthy();
    // The member is named, and links to their page.
    expect(screen.getByRole('link', { name: 'mia' }).getAttribute('href')).toBe('/users/12');
    expect(screen.getByText('E-mail kept (no mail server)')).toBeTruthy();
    // The first reply came 20 hours after its target; the ticket, still open, is past its resolution target.
    expect(screen.getByText('Late by 20 h 0 min')).toBeTruthy();
    expect(screen.getByText(/^Overdue by \d+ d/)).toBeTruthy();
    expect(screen.getAllByText('High').length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('Refunded.');
    await user.click(screen.getByRole('button', { name: 'Send and solve' }));
    expect(await screen.findByText('Reply sent and ticket solved')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      ['/api/supports/5/reply', { message: 'Refunded.' }],
      ['/api/supports/5/solve', undefined],
    ]);
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
  });

  it("shows the member's follow-up as theirs, and a ticket waiting for the member that may still be solved", async () => {
    const fetchMock = open('waiting');
    expect(await screen.findByText('It was the Visa card.')).toBeTruthy();
    // The member's e-mail names both of their messages, each marked as the customer's.
    expect(screen.getAllByText('mia@example.com').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Customer')).toHaveLength(2);
    expect(screen.getAllByText('Waiting for member').length).toBeGreaterThan(0);
    // Only an open ticket's reply box says a reply makes it wait.
    expect(screen.queryByText(/waits for the member/)).toBeNull();
    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('Refunded.');
    await user.click(screen.getByRole('button', { name: 'Send and solve' }));
    expect(await screen.findByText('Reply sent and ticket solved')).toBeTruthy();
    expect(posts(fetchMock).map(([url]) => url)).toEqual(['/api/supports/5/reply', '/api/supports/5/solve']);
  });

  it('inserts a canned reply in the ticket’s language after what is written, to edit and send', async () => {
    const fetchMock = open('open');
    const box = (await screen.findByLabelText('Your reply')) as HTMLTextAreaElement;
    await user.click(box);
    await user.paste('Hi Mia,');
    await user.click(screen.getByRole('combobox', { name: 'Insert a canned reply' }));
    await user.click(await screen.findByTitle('Refund on its way'));
    expect(box.value).toBe('Hi Mia,\n\nYour refund is on its way.');
    await user.type(box, ' Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to the outbox')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      ['/api/supports/5/reply', { message: 'Hi Mia,\n\nYour refund is on its way. Thanks!' }],
    ]);
  });

  it('offers no reply on an archived ticket, and says how to reply', async () => {
    open('archived');
    expect(await screen.findByText('This ticket is archived. Recover it to reply.')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('shows the conversation without a reply box to an admin who may only read', async () => {
    open('open', ['list-supports']);
    expect(await screen.findByText('We are looking into it.')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('reads an internal note between the messages of its time, marked as staff only', async () => {
    open('open');
    expect(await screen.findByText('Processor shows one charge only.')).toBeTruthy();
    const articles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(articles).toEqual(['Customer', 'Staff', 'Internal note', 'Customer']);
    const noted = screen.getByRole('article', { name: 'Internal note' });
    expect(within(noted).getByText('li.na')).toBeTruthy();
  });

  it('writes a note on its own tab, even on an archived ticket', async () => {
    const fetchMock = open('archived', ['list-supports', 'reply-supports', 'note-supports']);
    await user.click(await screen.findByRole('tab', { name: 'Internal note' }));
    expect(screen.getByText('Seen by staff only: never e-mailed or shown to the member.')).toBeTruthy();
    await user.click(screen.getByLabelText('Internal note (staff only)'));
    await user.paste('Spoke to finance.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/api/supports/5/note', { body: 'Spoke to finance.' }]]);
  });

  it('offers the note box alone to an admin who may note but not reply', async () => {
    open('open', ['list-supports', 'note-supports']);
    expect(await screen.findByLabelText('Internal note (staff only)')).toBeTruthy();
    // The page's own tabs (Details, History) only: no Reply and Internal note tabs.
    expect(screen.queryAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'History']);
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});

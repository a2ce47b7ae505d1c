/**
 * A member's timeline reads each kind of entry in words, newest first, reads older pages on demand, and adds a
 * note (for an admin holding note-users) that then shows at its top.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { MemberTimeline } from './components/member-timeline';
import { messages as users } from './messages';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const entry = (kind: string, id: number, at: string, text: string, extra: object = {}) => ({
  kind,
  id,
  at,
  text,
  status: null,
  amount: null,
  currency: null,
  author: null,
  action: null,
  ...extra,
});
const first = [
  entry('note', 3, '2026-03-05T10:00:00Z', 'Called about a refund.', { author: 'li.na' }),
  entry('ticket', 8, '2026-03-04T10:00:00Z', 'Charged twice', { status: 'open' }),
];
const second = [
  entry('order', 21, '2026-02-01T10:00:00Z', 'initial', { amount: '29.99', currency: 'USD' }),
  entry('subscription', 4, '2026-02-01T10:00:00Z', 'started', { status: 'active' }),
  entry('action', 2, '2026-02-01T09:00:00Z', 'Charged twice', {
    action: 'refund',
    status: 'pending',
    amount: '5.00',
    currency: 'USD',
    author: 'wang.fang',
  }),
];

function open(permissions: string[]) {
  const notes: object[] = [];
  const fetchMock = mockFetch((method, url, body) => {
    if (method === 'POST') {
      const added = entry('note', 9, '2026-03-06T10:00:00Z', (body as { body: string }).body, { author: 'me' });
      notes.push(added);
      return { status: 201, body: added };
    }
    const page = Number(url.searchParams.get('page'));
    const data = page === 1 ? [...notes, ...first] : second;
    return { body: { data, meta: { page, per_page: 10, has_next: page === 1 } } };
  });
  renderPage(<MemberTimeline memberId={12} />, { messages: { users }, permissions });
  return fetchMock;
}

describe("a member's timeline", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every kind in words, newest first, and older entries on demand', async () => {
    open(['list-users']);
    expect(await screen.findByText('Called about a refund.')).toBeTruthy();
    expect(screen.getByText('li.na')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charged twice' }).getAttribute('href')).toBe('/questions/supports/8');
    expect(screen.queryByText('Initial order: 29.99 USD')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Initial order: 29.99 USD')).toBeTruthy();
    expect(screen.getByText('Subscription started (Active now)')).toBeTruthy();
    expect(
      screen.getByText('Asked the processor to refund 5.00 USD (waiting for the processor): Charged twice'),
    ).toBeTruthy();
    expect(screen.getByText('wang.fang')).toBeTruthy();
    const kinds = screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'));
    expect(kinds).toEqual(['Note', 'Ticket', 'Order', 'Subscription', 'Processor action']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull());
    // Reading is not writing: no note box without note-users.
    expect(screen.queryByLabelText('Note about this member (staff only)')).toBeNull();
  });

  it('adds a note, which then heads the timeline', async () => {
    const fetchMock = open(['list-users', 'note-users']);
    await user.click(await screen.findByLabelText('Note about this member (staff only)'));
    await user.paste('Prefers e-mail.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added to the timeline')).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      ['/api/users/12/notes', { body: 'Prefers e-mail.' }],
    ]);
    await waitFor(() => expect(screen.getAllByRole('article')[0]!.textContent).toContain('Prefers e-mail.'));
  });
});

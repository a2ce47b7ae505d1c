/** The bell: the unread total, the latest arrivals as links to their records, and "Mark all read". */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { AccessibleRoutesContext, type AppRoute } from '../../lib/routes';
import { unreadStore } from '../../lib/unread';
import { messages as app } from './messages';
import { Bell } from './bell';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const page = (async () => ({ default: () => null })) as never;

/** Tickets have a page per record; comment reports only their list. */
const routes: AppRoute[] = [
  {
    path: '/questions',
    children: [
      { path: 'supports', component: page, meta: { title: 'Tickets', unread: 'tickets' } },
      { path: 'supports/:id', component: page, meta: { title: 'Ticket', hidden: true } },
    ],
  },
  { path: '/comments/reports', component: page, meta: { title: 'Reports', unread: 'comment_reports' } },
];

const recent = [
  { kind: 'tickets', id: '7', at: '2026-11-28T03:00:00Z', label: 'Charged twice', unread: true },
  { kind: 'comment_reports', id: '12', at: '2026-11-27T03:00:00Z', label: 'spam', unread: false },
  { kind: 'alerts', id: '3', at: '2026-11-26T03:00:00Z', label: 'postback_failures|Velvet|segpay', unread: true },
];

function open(counts: Record<string, number>) {
  act(() => unreadStore.set(counts));
  const fetchMock = mockFetch((method, url) => {
    if (url.pathname === '/api/unread/recent') return { body: { data: recent } };
    // Marking read answers the counts as they now are, as GET /api/unread does.
    return { body: { tickets: 0, comment_reports: 0 } };
  });
  renderPage(
    <AccessibleRoutesContext.Provider value={routes}>
      <Bell />
    </AccessibleRoutesContext.Provider>,
    { messages: { app } },
  );
  return fetchMock;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('the bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => unreadStore.set({}));
  });

  it('is not there for an admin who may read no kind of arrival', () => {
    open({});
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('shows the unread total and lists the latest arrivals as links to their records', async () => {
    open({ tickets: 2, comment_reports: 1 });
    expect(describedBy(bell())).toBe('3 unread');
    expect(bell().getAttribute('aria-label')).toBe('Notifications 3');
    await user.click(bell());
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Charged twice' }).getAttribute('href')).toBe(
      '/questions/supports/7',
    );
    expect(items[0]!.textContent).toContain('Support ticket');
    expect(items[0]!.textContent).toContain('new');
    // A report has no page of its own: its link opens the reports.
    expect(within(items[1]!).getByRole('link', { name: 'spam' }).getAttribute('href')).toBe('/comments/reports');
    expect(items[1]!.textContent).not.toContain('new');
    // An alert, worded; it has no page of its own.
    expect(items[2]!.textContent).toContain('Alert');
    expect(within(items[2]!).getByText('Notifications failing · Velvet · segpay')).toBeTruthy();
    expect(within(items[2]!).queryByRole('link')).toBeNull();
  });

  it('marks everything read for the admin', async () => {
    const fetchMock = open({ tickets: 2 });
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual(['/api/unread/seen']);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
    // Closed, the bell no longer counts anything.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(describedBy(bell())).toBe(''));
    expect(within(bell()).queryByText('2')).toBeNull();
  });
});

describe('the bell on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => unreadStore.set({}));
  });

  it('opens the latest arrivals in a drawer', async () => {
    act(() => unreadStore.set({ tickets: 1 }));
    mockFetch(() => ({ body: { data: recent } }));
    renderPage(
      <AccessibleRoutesContext.Provider value={routes}>
        <Bell compact />
      </AccessibleRoutesContext.Provider>,
      { messages: { app } },
    );
    await user.click(bell());
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Charged twice' })).toBeTruthy();
  });
});

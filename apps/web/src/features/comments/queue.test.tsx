/**
 * The moderation queue from the keyboard (the kit's `ResourceList queue`): the first comment takes focus, the
 * arrows move it, an action's key acts on the focused comment (a form first for a ban), Delete asks first, and
 * each action moves focus to the comment after it; x selects for the bulk bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as comments } from './messages';
import CommentListPage from './pages/list-page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const comment = (id: number, reports: number) => ({
  id,
  site_id: 1,
  member_id: 10 + id,
  member_username: `member${id}`,
  member_banned: false,
  video_id: 1,
  video_title: 'Sunset',
  video_serial_number: 'BL-000001',
  comment: `Comment number ${id}`,
  likes_count: 0,
  status: 'enabled',
  report_status: reports ? 'reported' : 'none',
  reports_count: reports,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const QUEUE = [comment(1, 3), comment(2, 2), comment(3, 1)];
const PERMISSIONS = ['list-comments', 'disable-comments', 'reject-report-comments', 'ban-comments', 'delete-comments'];

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
const focused = () => document.activeElement?.getAttribute('data-row-key');

function open() {
  const fetchMock = mockFetch((method, url) => {
    if (method === 'GET')
      return {
        body: { data: QUEUE, meta: { page: 1, per_page: 20, total: 3, total_is_estimate: false, has_next: false } },
      };
    if (method === 'DELETE') return { status: 204 };
    return { body: QUEUE.find((c) => url.pathname.includes(`/comments/${c.id}/`)) };
  });
  renderPage(<CommentListPage />, { path: '/comments', messages: { comments }, permissions: PERMISSIONS });
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [
      init!.method,
      String(url),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    ]);

describe('the moderation queue from the keyboard', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('focuses the first comment, moves with the arrows and lists the keys it takes', async () => {
    open();
    await screen.findByText('Comment number 1');
    await waitFor(() => expect(focused()).toBe('1'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('3');
    await user.keyboard('k');
    expect(focused()).toBe('2');
    expect(screen.getByLabelText('Keyboard shortcuts of this queue').textContent).toContain('Reject reports');
  });

  it('acts on the focused comment by its key, then focuses the next one', async () => {
    const fetchMock = open();
    await screen.findByText('Comment number 1');
    await waitFor(() => expect(focused()).toBe('1'));
    await user.keyboard('r');
    expect(await screen.findByText('Reports rejected; the comment stays')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe('2'));
    await user.keyboard('d');
    await waitFor(() => expect(focused()).toBe('3'));
    expect(calls(fetchMock)).toEqual([
      ['POST', '/api/comments/1/reject-report', undefined],
      ['POST', '/api/comments/2/disable', undefined],
    ]);
  });

  it('asks for the reason of a ban, then focuses the next comment', async () => {
    const fetchMock = open();
    await screen.findByText('Comment number 1');
    rowOf(2).focus();
    await user.keyboard('b');
    const reason = await screen.findByLabelText('Reason (shown on the member’s page)');
    await user.click(reason);
    await user.paste('Spam links');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(focused()).toBe('3'));
    expect(calls(fetchMock)).toEqual([['POST', '/api/comments/2/ban', { reason: 'Spam links' }]]);
  });

  it('asks before deleting by the Delete key; x selects for the bulk bar', async () => {
    const fetchMock = open();
    await screen.findByText('Comment number 1');
    rowOf(3).focus();
    await user.keyboard('{Delete}');
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete “Comment number 3”?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls(fetchMock)).toEqual([['DELETE', '/api/comments/3', undefined]]));

    rowOf(1).focus();
    await user.keyboard('x');
    expect(await screen.findByText('1 selected')).toBeTruthy();
  });
});

/**
 * The tickets' list offers the view "Mine, waiting on us": the tickets assigned to the signed-in admin that
 * wait on staff (open). Picking it filters the list through the URL; "All" clears the filters again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceList } from '../../lib/resource';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as supports } from './messages';
import { supportResource } from './resource';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const empty = { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } };

function open(url: string) {
  const fetchMock = mockFetch(() => ({ body: empty }));
  renderPage(<ResourceList resource={supportResource} />, {
    path: '/questions/supports',
    url,
    messages: { supports },
    permissions: ['list-supports'],
  });
  return fetchMock;
}
const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === '/api/supports');

describe('the tickets’ saved views', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists my tickets waiting on us when the view is picked, and all of them again', async () => {
    const fetchMock = open('/questions/supports');
    const all = await screen.findByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Mine, waiting on us' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/assigned=me/));
    expect(screen.getByTestId('location').textContent).toMatch(/status=open/);
    await waitFor(() => {
      const last = listCalls(fetchMock).at(-1)!;
      expect([last.searchParams.get('assigned'), last.searchParams.get('status')]).toEqual(['me', 'open']);
    });
    expect(screen.getByRole('tab', { name: 'Mine, waiting on us' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/questions/supports'));
  });

  it('shows the view a shared link picks', async () => {
    open('/questions/supports?assigned=me&status=open');
    const mine = await screen.findByRole('tab', { name: 'Mine, waiting on us' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
  });
});

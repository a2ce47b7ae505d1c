/** The trash page: entries with what went with them; restore asks first, saying what comes back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceList } from '../../lib/resource';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { listRow, rowActions } from '../../lib/resource/testing/row-actions';
import { messages as trash } from './messages';
import { trashResource } from './resource';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const entry = {
  id: 7,
  resource: 'tags',
  record_id: 4,
  label: 'Outdoor',
  site_id: null,
  deleted_by_username: 'admin',
  deleted_at: '2026-11-20T10:00:00Z',
  purge_at: '2026-12-20T10:00:00Z',
  affected: [
    { resource: 'videos', count: 2, effect: 'unlinked' },
    { resource: 'seos', count: 1, effect: 'removed' },
  ],
};
const page = (data: object[]) => ({
  data,
  meta: { page: 1, per_page: 20, total: data.length, total_is_estimate: false, has_next: false },
});

describe('the trash page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores an entry after a question saying what comes back with it', { timeout: 60_000 }, async () => {
    let restored = false;
    const fetchMock = mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/trash/7/restore') {
        restored = true;
        return { body: { resource: 'tags', record_id: 4 } };
      }
      return { body: page(restored ? [] : [entry]) };
    });
    renderPage(<ResourceList resource={trashResource} />, {
      path: '/permissions/trash',
      messages: { trash },
      permissions: ['list-trash', 'restore-trash'],
    });
    expect(await screen.findByText('Outdoor')).toBeTruthy();
    expect(listRow(7).getByText('Tags')).toBeTruthy();
    expect(listRow(7).getByText('Unlinked from it: videos (2).')).toBeTruthy();
    expect(await rowActions(7)).toEqual(['Restore']);

    await user.click(listRow(7).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restore “Outdoor”?')).toBeTruthy();
    expect(screen.getByText('Also restored: SEO entries (1).')).toBeTruthy();
    expect(screen.getByText('Linked to it again: videos (2).')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Restored.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Outdoor')).toBeNull());
  });

  it('purges for good only after its own question, under its own permission', { timeout: 60_000 }, async () => {
    const fetchMock = mockFetch((method) => (method === 'DELETE' ? { status: 204 } : { body: page([entry]) }));
    renderPage(<ResourceList resource={trashResource} />, {
      path: '/permissions/trash',
      messages: { trash },
      permissions: ['list-trash', 'purge-trash'],
    });
    await screen.findByText('Outdoor');
    expect(await rowActions(7)).toEqual(['Delete permanently']);
    await user.click(listRow(7).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Delete “Outdoor” permanently? It cannot be restored afterwards.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted permanently.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === '/api/trash/7'),
    ).toBe(true);
  });
});

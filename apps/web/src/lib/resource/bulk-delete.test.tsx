import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../features/tags/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { tags as tagsFeature } from '../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** The tags' page as their feature declares it (the kit's default). */
const TagListPage = () => <ResourceList resource={tagResource} bulkDelete />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const row = (id: number, name: string) => ({
  id,
  name,
  name_cn: `${name} (zh)`,
  sort: id,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('bulk delete', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once, deletes each selected row and reports how many succeeded', { timeout: 60_000 }, async () => {
    const fetchMock = mockFetch((method, url) => {
      if (method === 'DELETE' && url.pathname === '/api/tags/2')
        return { status: 409, body: { message: 'It is still in use and cannot be deleted.', code: 'in_use' } };
      if (method === 'DELETE') return { status: 204 };
      return {
        body: {
          data: [row(1, 'Red'), row(2, 'Blue')],
          meta: { page: 1, per_page: 20, total: 2, total_is_estimate: false, has_next: false },
        },
      };
    });
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags', 'delete-tags'] });
    await screen.findByText('Red');

    const rowBox = (id: number) =>
      document.querySelector<HTMLInputElement>(`tr[data-row-key="${id}"] input[type=checkbox]`)!;
    await user.click(rowBox(1));
    await user.click(rowBox(2));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByText('Delete selected'));
    expect(await screen.findByText('Delete the 2 selected records?')).toBeTruthy();
    await user.click(screen.getByText('Confirm'));

    expect(await screen.findByText('1 of 2 done. 1 failed: It is still in use and cannot be deleted.')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
    expect(deletes).toEqual(['/api/tags/1', '/api/tags/2']);
    await waitFor(() => expect(screen.getByText('1 selected')).toBeTruthy());
  });
});

/** A row's delete says, before it runs, what else it affects: the server's impact, in words, and the trash. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../features/tags/messages';
import { tags as tagsFeature } from '../../features/tags/feature';
import { mockFetch, renderPage } from './testing/render-page';
import { listRow } from './testing/row-actions';
import { ResourceList } from './resource-list';

const tagResource = await tagsFeature.resource();
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const tag = {
  id: 4,
  name: 'Outdoor',
  name_cn: '户外',
  sort: 1,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const page = { data: [tag], meta: { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false } };

describe('the delete question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the records removed and unlinked with it, and that it goes to the trash', { timeout: 60_000 }, async () => {
    const fetchMock = mockFetch((method, url) => {
      if (url.pathname === '/api/tags/4/delete-impact')
        return {
          body: {
            affected: [
              { resource: 'videos', count: 12, effect: 'unlinked' },
              { resource: 'seos', count: 1, effect: 'removed' },
            ],
            blocked: false,
          },
        };
      if (method === 'DELETE') return { status: 204 };
      return { body: page };
    });
    renderPage(<ResourceList resource={tagResource} />, {
      path: '/tags',
      messages: { tags },
      permissions: ['list-tags', 'delete-tags'],
    });
    await screen.findByText('Outdoor');
    await user.click(listRow(4).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete “Outdoor”?')).toBeTruthy();
    expect(await screen.findByText('Also deleted with it: SEO entries (1).')).toBeTruthy();
    expect(screen.getByText('Unlinked from it: videos (12).')).toBeTruthy();
    expect(screen.getByText('It goes to the trash, where it can be restored for 30 days.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === '/api/tags/4')).toBe(
      true,
    );
  });

  it('says what keeps a record from being deleted', { timeout: 60_000 }, async () => {
    mockFetch((_method, url) => {
      if (url.pathname === '/api/tags/4/delete-impact')
        return { body: { affected: [{ resource: 'model-releases', count: 2, effect: 'blocks' }], blocked: true } };
      return { body: page };
    });
    renderPage(<ResourceList resource={tagResource} />, {
      path: '/tags',
      messages: { tags },
      permissions: ['list-tags', 'delete-tags'],
    });
    await screen.findByText('Outdoor');
    await user.click(listRow(4).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("It cannot be deleted while these use it: models' releases (2).")).toBeTruthy();
    expect(screen.queryByText('It goes to the trash, where it can be restored for 30 days.')).toBeNull();
  });
});

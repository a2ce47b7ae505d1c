import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../features/tags/messages';
import { messages as videos } from '../../features/videos/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { tags as tagsFeature } from '../../features/tags/feature';
import { videoResource } from '../../features/videos/resource';

const tagResource = await tagsFeature.resource();

/** The tags' page as their feature declares it (the kit's default: the manifest's bulk delete). */
const TagListPage = () => <ResourceList resource={tagResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const row = (id: number, name: string) => ({
  id,
  name,
  name_cn: `${name} (zh)`,
  sort: id,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const page = (data: object[]) => ({
  data,
  meta: { page: 1, per_page: 20, total: data.length, total_is_estimate: false, has_next: false },
});
const rowBox = (id: number) =>
  document.querySelector<HTMLInputElement>(`tr[data-row-key="${id}"] input[type=checkbox]`)!;
const bulkCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/bulk/'))
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body))]);

describe('bulk actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'asks once, deletes the selected rows in one call and reports the refused one by name',
    { timeout: 60_000 },
    async () => {
      const fetchMock = mockFetch((method, url) => {
        if (method === 'POST' && url.pathname === '/api/tags/bulk/delete')
          return {
            body: {
              done: [1],
              failed: [{ id: 2, code: 'in_use', message: 'It is still in use and cannot be deleted.' }],
            },
          };
        return { body: page([row(1, 'Red'), row(2, 'Blue')]) };
      });
      renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags', 'delete-tags'] });
      await screen.findByText('Red');

      await user.click(rowBox(1));
      await user.click(rowBox(2));
      expect(screen.getByText('2 selected')).toBeTruthy();
      await user.click(screen.getByText('Delete selected'));
      expect(await screen.findByText('Delete the 2 selected records?')).toBeTruthy();
      await user.click(screen.getByText('Confirm'));

      expect(await screen.findByText('Delete selected: 1 of 2 done.')).toBeTruthy();
      const report = await screen.findByRole('dialog');
      expect(within(report).getByText('Delete selected: 1 record was not changed')).toBeTruthy();
      expect(within(report).getByText('Blue')).toBeTruthy();
      expect(within(report).getByText('It is still in use and cannot be deleted.')).toBeTruthy();
      expect(bulkCalls(fetchMock)).toEqual([['/api/tags/bulk/delete', { ids: [1, 2] }]]);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
      await waitFor(() => expect(screen.getByText('1 selected')).toBeTruthy());
    },
  );

  it(
    "offers the manifest's transitions with their own labels, and names each refusal's field message",
    { timeout: 120_000 },
    async () => {
      const video = (id: number, title: string) => ({
        id,
        title,
        title_cn: `${title} (zh)`,
        serial_number: `BL-00000${id}`,
        status: 'draft',
        type: 'full',
        tags: [],
        models: [],
        directors: [],
        cover: null,
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      });
      const fetchMock = mockFetch((method, url) => {
        if (method === 'POST' && url.pathname === '/api/videos/bulk/publish')
          return {
            body: {
              done: [1],
              failed: [
                {
                  id: 2,
                  code: 'validation_failed',
                  message: 'Please check the fields.',
                  errors: { cover_id: ['A cover is needed to publish.'] },
                },
              ],
            },
          };
        return { body: page([video(1, 'Dawn'), video(2, 'Dusk')]) };
      });
      renderPage(<ResourceList resource={videoResource} />, {
        path: '/videos',
        messages: { videos },
        permissions: ['list-videos', 'publish-videos'],
      });
      await screen.findByText('Dawn');
      await user.click(rowBox(1));
      await user.click(rowBox(2));
      expect(screen.queryByText('Delete selected')).toBeNull();
      // The bulk bar's, not a row's own.
      const bar = screen.getByRole('toolbar', { name: '2 selected' });
      await user.click(within(bar).getByRole('button', { name: videos.en.actions.publish }));
      await user.click(await screen.findByText('Confirm'));

      expect(await screen.findByText(`${videos.en.actions.publish}: 1 of 2 done.`)).toBeTruthy();
      const report = await screen.findByRole('dialog');
      expect(within(report).getByText('Dusk')).toBeTruthy();
      expect(within(report).getByText('A cover is needed to publish.')).toBeTruthy();
      expect(bulkCalls(fetchMock)).toEqual([['/api/videos/bulk/publish', { ids: [1, 2] }]]);
    },
  );

  it('exports exactly the selected rows where the admin may export', { timeout: 120_000 }, async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = mockFetch(() => ({ body: page([row(1, 'Red'), row(2, 'Blue')]) }));
    const exportable = {
      ...tagResource,
      permissions: { ...tagResource.permissions, export: 'export-videos' as const },
    };
    renderPage(<ResourceList resource={exportable} />, {
      path: '/tags',
      messages: { tags },
      permissions: ['list-tags', 'export-videos'],
    });
    await screen.findByText('Red');
    await user.click(rowBox(1));
    await user.click(rowBox(2));
    const bar = screen.getByRole('toolbar', { name: '2 selected' });
    expect(within(bar).queryByText('Delete selected')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Export the 2 selected/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test'));
      const exported = asked.find((url) => url.pathname === '/api/tags/exportCsv');
      expect(exported?.searchParams.get('ids')).toBe('1,2');
    });
  });
});

/**
 * A block's page: its videos in order, picked by searching the catalogue and saved whole in one request each
 * change; read-only without the edit permission; a block of models shows its models instead.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as blocks } from './messages';
import BlockShowPage from './pages/show-page';

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const video = (id: number, title: string) => ({
  id,
  serial_number: `BL-00000${id}`,
  title,
  title_cn: `${title} 中文`,
  status: 'published',
  cover: null,
});
const block = (type: string) => ({
  id: 5,
  site_id: 1,
  site_name: 'Velvet Room',
  page: 'home',
  type,
  title: 'New releases',
  title_cn: '最新上线',
  description: null,
  is_box: false,
  sort: 0,
  link: null,
  advertisement_id: null,
  advertisement: null,
  image_id: null,
  image: null,
  mobile_image_id: null,
  mobile_image: null,
  video_ids: [1, 2],
  videos: [],
  model_ids: [],
  models: [],
  ...stamps,
});
const meta = { page: 1, per_page: 200, total: 1, total_is_estimate: false, has_next: false };

function serve(type = 'videos') {
  let linked = [video(1, 'Harbour'), video(2, 'Rooftop')];
  const catalogue = [video(3, 'Garden')];
  return mockFetch((method, url, body) => {
    if (url.pathname === '/api/blocks/5') return { body: block(type) };
    if (url.pathname === '/api/blocks/5/videos' && method === 'POST') {
      const ids = (body as { video_ids: number[] }).video_ids;
      linked = ids.map((id) => [...linked, ...catalogue].find((v) => v.id === id)!);
      return { body: { data: linked } };
    }
    if (url.pathname === '/api/blocks/5/videos') return { body: { data: linked } };
    if (url.pathname === '/api/blocks/5/models') return { body: { data: [] } };
    if (url.pathname === '/api/blocks/5/photos') return { body: { data: [] } };
    if (url.pathname === '/api/videos') return { body: { data: catalogue, meta } };
    return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
  });
}

const show = (permissions: string[]) =>
  renderPage(<BlockShowPage />, { path: '/blocks/:id', url: '/blocks/5', messages: { blocks }, permissions });

const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/blocks/5/videos') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('a block of videos', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a video found by search and removes one, each time saving the whole list in order', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const fetchMock = serve();
    show(['list-blocks', 'edit-blocks']);
    const list = await screen.findByRole('list', { name: 'Videos (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Harbour'), expect.stringContaining('Rooftop')]);

    await user.click(screen.getByRole('combobox', { name: /Search videos/ }));
    await user.click(await screen.findByTitle('BL-000003 Garden · Garden 中文'));
    await screen.findByRole('list', { name: 'Videos (3)' });
    expect(posted(fetchMock)).toEqual([{ video_ids: [1, 2, 3] }]);

    await user.click(screen.getByRole('button', { name: 'Remove “BL-000001 Harbour · Harbour 中文”' }));
    await screen.findByRole('list', { name: 'Videos (2)' });
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ video_ids: [1, 2, 3] }, { video_ids: [2, 3] }]));
  });

  it('offers no change without the edit permission', async () => {
    serve();
    show(['list-blocks']);
    await screen.findByRole('list', { name: 'Videos (2)' });
    expect(screen.queryByRole('combobox', { name: /Search videos/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('shows the models of a block of models, not videos', async () => {
    serve('models');
    show(['list-blocks', 'edit-blocks']);
    expect(await screen.findByText('Models (0)')).toBeTruthy();
    expect(screen.queryByText(/^Videos \(/)).toBeNull();
  });
});

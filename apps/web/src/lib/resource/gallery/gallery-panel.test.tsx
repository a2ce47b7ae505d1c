/**
 * A record's gallery on its show page (a model's): the photos in order, taken off one by one after a
 * confirmation, and read-only without the edit permission.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as models } from '../../../features/models/messages';
import { mockFetch, renderPage } from '../testing/render-page';
import { ResourceDetail } from '../resource-detail';
import { modelResource } from '../../../features/models/resource';

/** The page as the feature declares it (the kit's default). */
const ModelShowPage = () => <ResourceDetail resource={modelResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const model = {
  id: 3,
  avatar_id: null,
  avatar: null,
  name: 'Mia',
  name_cn: '米娅',
  gender: 'female',
  height_feet: null,
  height_inch: null,
  weight_lbs: null,
  chest: null,
  waist: null,
  hips: null,
  measurement: null,
  birth_place: null,
  birthday: null,
  social_links: [],
  is_popular: false,
  tooltips: null,
  introduction: null,
  videos_count: 2,
  ...stamps,
};
const photo = (id: number) => ({
  id,
  kind: 'image',
  name: `photo-${id}.jpg`,
  mime: 'image/jpeg',
  size: 1000,
  sha256: 'a'.repeat(64),
  width: 800,
  height: 600,
  duration: null,
  url: `/api/files/${id}/content?expires=1&signature=s`,
  thumbnail_url: `/api/files/${id}/thumbnail?expires=1&signature=s`,
  created_at: stamps.created_at,
});

function serve() {
  let photos = [photo(11), photo(12), photo(13)];
  return mockFetch((method, url) => {
    if (url.pathname === '/api/models/3') return { body: model };
    if (method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      photos = photos.filter((p) => p.id !== id);
      return { status: 204 };
    }
    return { body: { data: photos } };
  });
}

const show = (permissions: string[]) =>
  renderPage(<ModelShowPage />, {
    path: '/videos/models/:id',
    url: '/videos/models/3',
    messages: { models },
    permissions,
  });

describe('gallery panel', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the photos in order and takes one off after a confirmation', async () => {
    const fetchMock = serve();
    show(['list-models', 'edit-models']);
    expect(await screen.findByText('Gallery (3)')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Gallery (3)' });
    const alts = [...list.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Gallery (2)')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/models/3/photos/12', expect.objectContaining({ method: 'DELETE' })),
    );
    expect(screen.getByText('Add photos')).toBeTruthy();
  });

  it("tells a screen reader how to move a photo in the app's words, not @dnd-kit's", async () => {
    serve();
    show(['list-models', 'edit-models']);
    const handle = await screen.findByRole('button', { name: 'Move photo 3' });
    expect(handle.getAttribute('aria-roledescription')).toBe('movable item');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'To pick up an item, press Space. Move it with the arrow keys, then press Space to drop it, or Escape to cancel.',
    );
  });

  it('offers no change without the edit permission', async () => {
    serve();
    show(['list-models']);
    expect(await screen.findByText('Gallery (3)')).toBeTruthy();
    expect(screen.queryByText('Add photos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move photo/ })).toBeNull();
  });
});

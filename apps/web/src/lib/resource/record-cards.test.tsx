/** On a phone a list's records are cards: each named, tapped to open, with its actions and its checkbox. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { messages as videos } from '../../features/videos/messages';
import { videoResource } from '../../features/videos/resource';
import { videoWire } from '../../features/videos/video.fixture';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const meta = (total: number) => ({ page: 1, per_page: 20, total, total_is_estimate: false, has_next: false });
const cover = {
  id: 9,
  kind: 'image',
  name: 'night.jpg',
  mime: 'image/jpeg',
  size: 1000,
  sha256: 'a'.repeat(64),
  width: 640,
  height: 360,
  duration: null,
  url: '/files/night.jpg',
  thumbnail_url: '/files/night-small.jpg',
  created_at: '2025-01-01T00:00:00Z',
};
const night = { ...videoWire, cover, cover_id: 9 };
const dawn = { ...videoWire, id: 6, serial_number: 'BL-000006', title: 'Dawn', title_cn: '黎明', status: 'published' };
const ALL = ['list-videos', 'edit-videos', 'delete-videos', 'publish-videos', 'hide-videos', 'export-videos'];

function renderVideos(permissions = ALL) {
  mockFetch(() => ({ body: { data: [night, dawn], meta: meta(2) } }));
  renderPage(<ResourceList resource={videoResource} />, { path: '/videos', messages: { videos }, permissions });
}

const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest<HTMLElement>('li')!;

describe('a list on a phone', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = width;
  });

  it('shows each record as a card in a list: its title, cover, status and serial number, no table', async () => {
    renderVideos();
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(await cardOf('Night'));
    expect(card.getByRole('presentation').getAttribute('src')).toBe('/files/night-small.jpg');
    expect(card.getByText('Draft')).toBeTruthy();
    expect(card.getByText('BL-000005')).toBeTruthy();
    // A video without a cover shows no empty picture.
    expect(within(await cardOf('Dawn')).queryByRole('presentation')).toBeNull();
  });

  it('opens the record when the card is tapped anywhere but on its controls', async () => {
    renderVideos();
    const card = await cardOf('Night');
    await user.click(within(card).getByRole('checkbox', { name: 'Select “Night”' }));
    expect(screen.getByTestId('location').textContent).toBe('/videos');
    await user.click(within(card).getByText('BL-000005'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/videos/show/5'));
  });

  it("offers the row's actions, the first as icons and the rest under More", async () => {
    renderVideos();
    const card = within(await cardOf('Night'));
    expect(card.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(card.queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(card.getByRole('button', { name: 'More actions for “Night”' }));
    const popover = await waitFor(() => document.querySelector<HTMLElement>('.ant-popover')!);
    expect(within(popover).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(within(popover).getByRole('link', { name: /View/ })).toBeTruthy();
  });

  it('selects cards for the bulk bar, one by one or the whole page', async () => {
    renderVideos();
    await user.click(within(await cardOf('Dawn')).getByRole('checkbox', { name: 'Select “Dawn”' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('2 selected')).toBeTruthy();
  });

  it('has no checkboxes where the list has nothing to do with a selection', async () => {
    renderVideos(['list-videos']);
    await screen.findByRole('list', { name: 'Videos' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the pager, and says when there is nothing yet, offering Create', async () => {
    mockFetch(() => ({ body: { data: [], meta: meta(0) } }));
    renderPage(<ResourceList resource={videoResource} />, {
      path: '/videos',
      messages: { videos },
      permissions: ['list-videos', 'create-videos'],
    });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create the first/ }).getAttribute('href')).toBe('/videos/create');
    expect(screen.getByRole('listitem', { name: 'Previous Page' })).toBeTruthy();
  });
});

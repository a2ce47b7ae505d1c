/** A performer's privacy erase on the model's page: asked first, offered once, and it says what the law keeps. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { ResourceDetail } from '../../lib/resource';
import { messages as models } from './messages';
import { modelResource } from './resource';

const model = (erasedAt: string | null) => ({
  id: 7,
  avatar_id: null,
  avatar: null,
  name: 'Scarlett Vane',
  name_cn: '斯嘉丽',
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
  erased_at: erasedAt,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
});

function show(permissions: string[], erasedAt: string | null = null) {
  return mockFetch((method, url) => {
    if (url.pathname === '/api/models/7/erase' && method === 'POST')
      return {
        body: {
          id: 7,
          erased_at: '2026-11-27T10:00:00.000Z',
          held: { records: 1, releases: 2, scans: 3, held_until: '2033-11-27' },
        },
      };
    if (url.pathname === '/api/models/7') return { body: model(erasedAt) };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

const page = (permissions: string[]) =>
  renderPage(<ResourceDetail resource={modelResource} />, {
    path: '/videos/models/:id',
    url: '/videos/models/7',
    messages: { models },
    permissions,
  });

describe("a model's privacy erase", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then says the compliance records stay under legal hold', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const fetchMock = show(['list-models', 'erase-models']);
    page(['list-models', 'erase-models']);
    await user.click(await screen.findByRole('button', { name: /Erase profile/ }));
    expect(
      await screen.findByText(/Their compliance records, releases and scans are kept under legal hold/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Confirm|OK/ }));
    expect(await screen.findByText(/stay under legal hold for 7 years/)).toBeTruthy();
    const erase = fetchMock.mock.calls.find(([url]) => String(url).includes('/erase'));
    expect(erase?.[1]?.method).toBe('POST');
  });

  it('is not offered without its permission, nor on a profile already erased', async () => {
    show(['list-models']);
    const { unmount } = page(['list-models']);
    await screen.findAllByText('Scarlett Vane');
    expect(screen.queryByRole('button', { name: /Erase profile/ })).toBeNull();
    unmount();
    show(['list-models', 'erase-models'], '2026-11-27T10:00:00.000Z');
    page(['list-models', 'erase-models']);
    await screen.findAllByText('Scarlett Vane');
    expect(screen.queryByRole('button', { name: /Erase profile/ })).toBeNull();
  });
});

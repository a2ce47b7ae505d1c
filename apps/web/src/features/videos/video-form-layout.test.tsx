/**
 * The video form's layout and its "Save & publish": fields under their sections' headings, two columns on a
 * desktop with wide fields across; one click creates (or saves) then publishes; a refused publish leaves the
 * record saved, on its edit page, with the server's reason said. The kit's real components, the API replaced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as videos } from './messages';
import { ResourceForm } from '../../lib/resource';
import { videoResource } from './resource';
import { videoWire } from './video.fixture';

const VideoFormPage = () => <ResourceForm resource={videoResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const EDITOR = ['list-videos', 'create-videos', 'edit-videos'];
const PUBLISHER = [...EDITOR, 'publish-videos'];
/** Buttons' names follow their icon's (`save Save`). */
const SAVE = /(^|\s)Save$/;
const SAVE_AND_PUBLISH = /(^|\s)Save & publish$/;
const created = { ...videoWire, id: 9, serial_number: 'BL-000123', title: 'Dawn', title_cn: '黎明' };

/** The calls that change something, as `METHOD path`. */
const writes = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([url, init]) => `${init!.method} ${String(url)}`);

async function fillBasics() {
  await user.type(await screen.findByLabelText('Serial number'), 'BL-000123');
  await user.type(screen.getByLabelText('Title (English)'), 'Dawn');
  await user.type(screen.getByLabelText('Title (Chinese)'), '黎明');
}

/** The form's grid cell a labelled field sits in (full width on a phone). */
const cellOf = (label: string) => screen.getByLabelText(label).closest('.ant-col-xs-24') as HTMLElement;

describe('video form layout', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each field under its section, two columns on a desktop, long texts across the row', async () => {
    mockFetch(() => ({ status: 404 }));
    renderPage(<VideoFormPage />, { path: '/videos/create', messages: { videos }, permissions: EDITOR });
    const basics = await screen.findByRole('region', { name: 'Basics' });
    expect(within(basics).getByLabelText('Serial number')).toBeTruthy();
    expect(within(basics).getByLabelText('Description (Chinese)')).toBeTruthy();
    // Related records and numbers have controls that load with the first form showing one.
    expect(
      await within(screen.getByRole('region', { name: 'Models and tags' })).findByLabelText('Models'),
    ).toBeTruthy();
    expect(
      await within(screen.getByRole('region', { name: 'Price and display' })).findByLabelText('Price (coins)'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Files' })).getByText('Cover')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basics',
      'Models and tags',
      'Files',
      'Price and display',
    ]);
    expect(cellOf('Serial number').className).toContain('ant-col-xl-12');
    expect(cellOf('Description (English)').className).toContain('ant-col-xl-24');
  });

  it('offers Save & publish only to an admin who may publish', async () => {
    mockFetch(() => ({ status: 404 }));
    renderPage(<VideoFormPage />, { path: '/videos/create', messages: { videos }, permissions: EDITOR });
    expect(await screen.findByRole('button', { name: SAVE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SAVE_AND_PUBLISH })).toBeNull();
  });

  it('creates the video, then publishes it, and opens its page', async () => {
    const fetchMock = mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/videos') return { status: 201, body: created };
      if (method === 'POST') return { body: { ...created, status: 'published' } };
      return { status: 404 };
    });
    const { router } = renderPage(<VideoFormPage />, {
      path: '/videos/create',
      messages: { videos },
      permissions: PUBLISHER,
    });
    await fillBasics();
    await user.click(screen.getByRole('button', { name: SAVE_AND_PUBLISH }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/videos/show/9'));
    expect(writes(fetchMock)).toEqual(['POST /api/videos', 'POST /api/videos/9/publish']);
    expect(await screen.findByText('Published or scheduled')).toBeTruthy();
  });

  it('keeps the saved video and says why when publishing is refused', async () => {
    const refusal = {
      message: 'Ann: no compliance record',
      code: 'compliance_missing',
    };
    const fetchMock = mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/videos') return { status: 201, body: created };
      if (method === 'POST') return { status: 409, body: refusal };
      return { status: 404 };
    });
    const { router } = renderPage(<VideoFormPage />, {
      path: '/videos/create',
      messages: { videos },
      permissions: PUBLISHER,
    });
    await fillBasics();
    await user.click(screen.getByRole('button', { name: SAVE_AND_PUBLISH }));
    expect(await screen.findByText('Saved, but not published: Ann: no compliance record')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/videos/edit/9'));
    expect(writes(fetchMock)).toEqual(['POST /api/videos', 'POST /api/videos/9/publish']);
  });

  it('on an edit page, saves the changes then publishes', async () => {
    const fetchMock = mockFetch((method) => ({
      body: method === 'GET' ? videoWire : { ...videoWire, status: 'published' },
    }));
    renderPage(<VideoFormPage />, {
      path: '/videos/edit/:id',
      url: '/videos/edit/5',
      messages: { videos },
      permissions: PUBLISHER,
    });
    await screen.findByDisplayValue('BL-000005');
    await user.click(screen.getByRole('button', { name: SAVE_AND_PUBLISH }));
    await waitFor(() => expect(writes(fetchMock)).toEqual(['PUT /api/videos/5', 'POST /api/videos/5/publish']));
  });

  it('does not offer Save & publish for a video already published', async () => {
    mockFetch(() => ({ body: { ...videoWire, status: 'published' } }));
    renderPage(<VideoFormPage />, {
      path: '/videos/edit/:id',
      url: '/videos/edit/5',
      messages: { videos },
      permissions: PUBLISHER,
    });
    await screen.findByDisplayValue('BL-000005');
    expect(screen.getByRole('button', { name: SAVE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SAVE_AND_PUBLISH })).toBeNull();
  });
});

/**
 * The video form: a picked file uploads at once and its id is saved with the form; saving waits for an upload
 * in progress; a refused upload says why on its field; a file can be removed; related records keep the order
 * the user gives them. Only the browser's upload transport (XMLHttpRequest) is replaced.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as videos } from './messages';
import { ResourceForm } from '../../lib/resource';
import { videoResource } from './resource';
import { videoWire } from './video.fixture';

/** The page as the feature declares it (the kit's default). */
const VideoFormPage = () => <ResourceForm resource={videoResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const PERMISSIONS = ['list-videos', 'create-videos', 'edit-videos'];

/** An upload the test answers when it chooses. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const stored = (id: number, name: string) => ({
  id,
  kind: 'image',
  name,
  mime: 'image/png',
  size: 2048,
  sha256: 'a'.repeat(64),
  width: 640,
  height: 480,
  duration: null,
  url: `/api/files/${id}/content?expires=1&signature=x`,
  thumbnail_url: `/api/files/${id}/thumbnail?expires=1&signature=x`,
  created_at: stamps.created_at,
});

const model = (id: number, name: string) => ({ id, name, name_cn: `${name}中文` });
const video = {
  ...videoWire,
  cover_id: 41,
  cover: stored(41, 'old.png'),
  model_ids: [1, 2],
  models: [model(1, 'Ann'), model(2, 'Bea')],
};

const writes = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function fillBasics() {
  await user.type(await screen.findByLabelText('Serial number'), 'BL-000123');
  await user.type(screen.getByLabelText('Title (English)'), 'Dawn');
  await user.type(screen.getByLabelText('Title (Chinese)'), '黎明');
}

/** Picks a file for a file field (its control loads with the form's first file field). */
async function pick(label: string, name = 'cover.png') {
  const input = await waitFor(() => {
    const found = itemOf(label).querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error(`no file input in ${label}`);
    return found;
  });
  await user.upload(input, new File(['png'], name, { type: 'image/png' }));
}

describe('video form', { timeout: 60_000 }, () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a picked cover at once, refuses to save until it is stored, then saves its id', async () => {
    const fetchMock = mockFetch((method) => (method === 'POST' ? { status: 201, body: video } : { status: 404 }));
    renderPage(<VideoFormPage />, { path: '/videos/create', messages: { videos }, permissions: PERMISSIONS });
    await fillBasics();
    await pick('Cover');
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(FakeUpload.sent[0]!.url).toBe('/api/files/images');

    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await within(itemOf('Cover')).findByText('Wait until the upload has finished.')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);

    FakeUpload.sent[0]!.answer(201, stored(77, 'cover.png'));
    expect(await within(itemOf('Cover')).findByRole('button', { name: /replace/i })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]).toMatchObject({ serial_number: 'BL-000123', cover_id: 77, model_ids: [] });
  });

  it("shows the server's refusal on the field and offers to try again", async () => {
    mockFetch(() => ({ status: 404 }));
    renderPage(<VideoFormPage />, { path: '/videos/create', messages: { videos }, permissions: PERMISSIONS });
    await fillBasics();
    await pick('Cover', 'notes.png');
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.answer(422, {
      message: 'Some fields are invalid.',
      code: 'validation',
      errors: { file: ['Only JPEG, PNG, WebP or AVIF images are accepted.'] },
    });
    const field = within(itemOf('Cover'));
    expect(await field.findByText('Only JPEG, PNG, WebP or AVIF images are accepted.')).toBeTruthy();
    await user.click(field.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
  });

  it('removes the cover and saves the models in the order the user gives them', async () => {
    const fetchMock = mockFetch((method) => ({ body: method === 'PUT' ? video : video }));
    renderPage(<VideoFormPage />, {
      path: '/videos/edit/:id',
      url: '/videos/edit/5',
      messages: { videos },
      permissions: PERMISSIONS,
    });
    await screen.findByDisplayValue('BL-000005');
    await user.click(within(itemOf('Cover')).getByRole('button', { name: /remove/i }));
    await user.click(screen.getByRole('button', { name: 'Move “Bea · Bea中文” up' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]).toMatchObject({ cover_id: null, model_ids: [2, 1] });
  });
});

/**
 * A record's scans on its show page (a compliance record's): listed with who uploaded them, downloaded through
 * the API with the bearer token, a refused delete saying the server's reason, and read-only without the edit
 * permission.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../features/compliance/record-messages';
import { modelRecordResource } from '../../../features/compliance/records';
import { configureApi } from '../../api/client';
import { mockFetch, renderPage } from '../testing/render-page';
import { ResourceDetail } from '../resource-detail';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const record = {
  id: 4,
  model_id: 9,
  model_name: 'Ada',
  legal_name: 'Ada Roe',
  date_of_birth: '1998-04-02',
  aliases: [],
  id_document_type: 'passport',
  id_document_last4: '7X2Q',
  id_document_country: 'US',
  id_document_expires_on: '2030-01-31',
  custodian: 'Custodian, 1 Main St',
  ...stamps,
};
const scan = { id: 21, name: 'passport-front.pdf', mime: 'application/pdf', size: 2048, created_by: 1 };
const HOLD = 'These compliance records are kept under legal hold until 2033-01-01.';

function serve() {
  return mockFetch((method, url) => {
    if (url.pathname === '/api/model-records/4') return { body: record };
    if (method === 'DELETE')
      return { status: 409, body: { code: 'legal_hold', message: HOLD, held_until: '2033-01-01' } };
    if (url.pathname.endsWith('/content')) return { body: {} };
    return { body: { data: [{ ...scan, created_at: stamps.created_at, created_by_name: 'keeper' }] } };
  });
}

const show = (permissions: string[]) =>
  renderPage(<ResourceDetail resource={modelRecordResource} />, {
    path: '/videos/model-records/:id',
    url: '/videos/model-records/4',
    messages: { 'model-records': messages },
    permissions,
  });

describe('scans panel', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ token: () => null });
  });

  it('lists the scans and downloads one through the API with the bearer token', async () => {
    configureApi({ token: () => 'session-token' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:scan'), revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = serve();
    show(['list-model-records', 'edit-model-records']);
    expect(await screen.findByText('passport-front.pdf')).toBeTruthy();
    expect(screen.getByText('keeper')).toBeTruthy();
    expect(screen.getByText('application/pdf')).toBeTruthy();
    expect(screen.getByText('Scans (1)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download passport-front.pdf' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/model-records/4/scans/21/content',
        expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer session-token' }) }),
      ),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });

  it('says why the server keeps a scan it was asked to delete', async () => {
    serve();
    show(['list-model-records', 'edit-model-records']);
    await screen.findByText('passport-front.pdf');
    await user.click(screen.getByRole('button', { name: 'Delete passport-front.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(HOLD)).toBeTruthy();
    expect(screen.getByText('passport-front.pdf')).toBeTruthy();
  });

  it('offers no change without the edit permission', async () => {
    serve();
    show(['list-model-records']);
    await screen.findByText('passport-front.pdf');
    expect(screen.queryByText('Add scans')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download passport-front.pdf' })).toBeTruthy();
  });
});

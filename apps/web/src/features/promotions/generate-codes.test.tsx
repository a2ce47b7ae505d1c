/** Generating promotion codes from the list: the dialog posts what staff typed and the codes download at once. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../../lib/resource/testing/downloads';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { GenerateCodes } from './generate-codes';
import { messages as promotions } from './messages';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

it('posts the count, prefix and name, then downloads the codes', { timeout: 60_000 }, async () => {
  const saved = captureDownloads();
  const fetchMock = mockFetch((method, url) => {
    if (method === 'POST' && url.pathname === '/api/promotions/generate')
      return {
        status: 201,
        body: {
          data: [
            { id: 7, code: 'NL-ABCDEFGHJK' },
            { id: 8, code: 'NL-MNPQRSTUVW' },
          ],
        },
      };
    return {
      body: { data: [], meta: { page: 1, per_page: 200, total: 0, total_is_estimate: false, has_next: false } },
    };
  });
  renderPage(<GenerateCodes />, { messages: { promotions }, permissions: ['create-promotions'] });

  await user.click(await screen.findByRole('button', { name: /Generate codes/ }));
  await user.type(await screen.findByLabelText('How many'), '2');
  await user.type(screen.getByLabelText('Prefix'), 'NL-');
  await user.type(screen.getByLabelText('Name'), 'Newsletter');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  const posted = fetchMock.mock.calls.find(([url]) => String(url).includes('/promotions/generate'))!;
  const body = JSON.parse(String(posted[1]!.body));
  expect(body).toMatchObject({ count: 2, prefix: 'NL-', name: 'Newsletter', plan_ids: [] });
  expect(new Date(body.ended_at).getTime()).toBeGreaterThan(new Date(body.started_at).getTime());
  expect(saved[0]!.name).toBe('promotion-codes.csv');
  expect(await textOf(saved[0]!.blob)).toBe('id,code\r\n7,NL-ABCDEFGHJK\r\n8,NL-MNPQRSTUVW\r\n');
  expect(await screen.findByText('Codes generated; their list is downloading.')).toBeTruthy();
});

/**
 * A Segpay configuration's postback secret is shown once — after create and after "New postback secret" — with
 * the postback URL that carries it; afterwards the list shows the URL with the secret's last four characters.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as segpays } from './messages';
import { ResourceList } from '../../lib/resource';
import { segpayResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const SegpayListPage = () => <ResourceList resource={segpayResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const config = (hint: string, secret?: string) => ({
  id: 3,
  site_id: 1,
  site_name: 'Velvet',
  processor: 'segpay',
  merchant_id: 'M-1',
  packages: [],
  allowed_addresses: [],
  secret_hint: hint,
  ...(secret ? { postback_secret: secret } : {}),
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('postback secret', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new secret and its postback URL once, then only the last four characters', async () => {
    let hint = 'aaaa';
    mockFetch((method) => {
      if (method !== 'POST')
        return {
          body: {
            data: [config(hint)],
            meta: { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false },
          },
        };
      hint = 'wxyz';
      return { body: config(hint, 'bl_pb_secret0123wxyz') };
    });
    renderPage(<SegpayListPage />, {
      path: '/orders/segpays',
      messages: { segpays },
      permissions: ['list-segpays', 'edit-segpays'],
    });
    await user.click(await screen.findByRole('button', { name: /New postback secret/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = (await screen.findByText('bl_pb_secret0123wxyz')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Postback secret of “Velvet · M-1”')).toBeTruthy();
    expect(
      within(dialog).getByText('http://localhost:3000/api/postbacks/segpay?secret=bl_pb_secret0123wxyz'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(/bl_pb_secret0123wxyz/)).toBeNull());
    expect(await screen.findByText('http://localhost:3000/api/postbacks/segpay?secret=…wxyz')).toBeTruthy();
  });
});

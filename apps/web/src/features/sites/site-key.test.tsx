/**
 * A site's intake key is answered once — on create and on "New intake key" — and shown once, in a dialog
 * that says so, with the value to copy; closing it leaves only the last four characters on the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as sites } from './messages';
import { ResourceDetail, ResourceForm } from '../../lib/resource';
import { sites as sitesFeature } from './feature';

const siteResource = await sitesFeature.resource();

/** The pages as the feature declares them (the kit's defaults). */
const SiteFormPage = () => <ResourceForm resource={siteResource} />;
const SiteShowPage = () => <ResourceDetail resource={siteResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const site = (hint: string, key?: string) => ({
  id: 7,
  name: 'Main',
  domain: 'example.com',
  description: null,
  description_cn: null,
  intake_key_hint: hint,
  ...(key ? { intake_key: key } : {}),
  ...stamps,
});

describe('site intake keys', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new key once after "New intake key", then only its last four characters', async () => {
    let hint = 'aaaa';
    const fetchMock = mockFetch((method) => {
      if (method !== 'POST') return { body: site(hint) };
      hint = 'wxyz';
      return { body: site(hint, 'bl_site_0123456789wxyz') };
    });
    renderPage(<SiteShowPage />, {
      path: '/videos/sites/:id',
      url: '/videos/sites/7',
      messages: { sites },
      permissions: ['list-sites', 'edit-sites'],
    });
    await user.click(await screen.findByRole('button', { name: /New intake key/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = (await screen.findByText('bl_site_0123456789wxyz')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Intake key of “Main”')).toBeTruthy();
    expect(dialog.textContent).toContain('shown only this once');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/sites/7/rotateKey')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('bl_site_0123456789wxyz')).toBeNull());
    expect(await screen.findByText('…wxyz')).toBeTruthy();
  });

  it('offers no new key without the permission to edit sites', async () => {
    mockFetch(() => ({ body: site('aaaa') }));
    renderPage(<SiteShowPage />, {
      path: '/videos/sites/:id',
      url: '/videos/sites/7',
      messages: { sites },
      permissions: ['list-sites'],
    });
    await screen.findByText('…aaaa');
    expect(screen.queryByRole('button', { name: /New intake key/ })).toBeNull();
  });

  it('shows the key a new site was made with', async () => {
    mockFetch((method) => ({ status: method === 'POST' ? 201 : 200, body: site('9876', 'bl_site_first9876') }));
    renderPage(<SiteFormPage />, { path: '/videos/sites/create', messages: { sites }, permissions: ['create-sites'] });
    await user.type(await screen.findByLabelText('Name'), 'Main');
    await user.type(screen.getByLabelText('Domain'), 'example.com');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Intake key of “Main”' });
    expect(dialog.textContent).toContain('bl_site_first9876');
  });
});

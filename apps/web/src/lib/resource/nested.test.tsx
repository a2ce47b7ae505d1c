/** A resource nested under a parent's record: its list on the parent's page, its forms under the parent's path. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages as channels } from '../../features/channels/messages';
import { messages as campaigns } from '../../features/channels/campaign-messages';
import ChannelShowPage from '../../features/channels/pages/show-page';
import CampaignFormPage from '../../features/channels/pages/campaign-form-page';
import { nestedRoutes } from './routes';
import { mockFetch, renderPage } from './testing/render-page';

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const channel = {
  id: 7,
  utm_source: 'twitter',
  type: 'social',
  profit_sharing: '0.00',
  status: 'active',
  utm_medium: 'social',
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  utm_id: null,
  campaigns_count: 1,
  admin_count: 0,
  ...stamps,
};
const link = 'https://velvet.example.com/?utm_source=twitter&utm_medium=social&utm_campaign=spring';
const campaign = {
  id: 3,
  channel_id: 7,
  name: 'Spring sale',
  utm_campaign: 'spring',
  utm_term: null,
  utm_content: null,
  utm_id: null,
  landing_url: 'https://velvet.example.com/',
  note: null,
  tracking_link: link,
  ...stamps,
};
const meta = { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false };

function answer(_method: string, url: URL) {
  if (url.pathname === '/api/channels/7') return { body: channel };
  if (url.pathname === '/api/channels/7/campaigns') return { body: { data: [campaign], meta } };
  if (url.pathname === '/api/channels/7/campaigns/3') return { body: campaign };
  if (url.pathname === '/api/channels/7/admins') return { body: { data: [] } };
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
}

describe('a nested resource', () => {
  it(
    "lists on its parent's page, from the parent's path, with create and edit under it",
    { timeout: 90_000 },
    async () => {
      const fetchMock = mockFetch(answer);
      renderPage(<ChannelShowPage />, {
        path: '/channels/:id',
        url: '/channels/7',
        messages: { channels, campaigns },
        permissions: ['list-channels', 'list-campaigns', 'create-campaigns', 'edit-campaigns'],
      });
      const row = (await screen.findByText('Spring sale')).closest('tr')!;
      const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
      expect(paths).toContain('/api/channels/7/campaigns');
      expect(screen.getByRole('link', { name: /Create/ }).getAttribute('href')).toBe('/channels/7/campaigns/create');
      expect(within(row).getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe('/channels/7/campaigns/3/edit');
    },
  );

  it('copies a tracking link in one click and says so', { timeout: 90_000 }, async () => {
    mockFetch(answer);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<ChannelShowPage />, {
      path: '/channels/:id',
      url: '/channels/7',
      messages: { channels, campaigns },
      permissions: ['list-channels', 'list-campaigns'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the tracking link' }));
    expect(await screen.findByText('Tracking link copied')).toBeTruthy();
  });

  it(
    "edits a record of the parent named by the path and returns to the parent's page",
    { timeout: 90_000 },
    async () => {
      const fetchMock = mockFetch(answer);
      renderPage(<CampaignFormPage />, {
        path: '/channels/:parentId/campaigns/:id/edit',
        url: '/channels/7/campaigns/3/edit',
        messages: { campaigns },
        permissions: ['edit-campaigns'],
      });
      const name = await screen.findByLabelText('Name');
      fireEvent.change(name, { target: { value: 'Spring sale 2' } });
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/channels/7'));
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
      expect(new URL(String(put[0]), 'http://localhost').pathname).toBe('/api/channels/7/campaigns/3');
      expect(JSON.parse(String(put[1]!.body))).toMatchObject({ name: 'Spring sale 2' });
    },
  );

  it('declares its create and edit pages under the parent record, hidden, highlighting the parent list', () => {
    const page = (() => null) as never;
    const routes = nestedRoutes({
      ns: 'campaigns',
      segment: 'campaigns',
      listPath: '/channels',
      permissions: { list: 'list-campaigns', create: 'create-campaigns' },
      pages: { create: page, edit: page },
    });
    expect(routes.map((r) => [r.path, r.meta?.permission, r.meta?.hidden, r.meta?.activeMenu])).toEqual([
      [':parentId/campaigns/create', 'create-campaigns', true, '/channels'],
    ]);
  });
});

/** A plan's page says whether it is on sale or archived, and offers Archive or Restore to who may. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceDetail } from '../../lib/resource';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as plans } from './messages';
import { planResource } from './resource';

const PlanPage = () => <ResourceDetail resource={planResource} />;
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const plan = (status: string) => ({
  id: 3,
  name: 'Yearly',
  title: 'One year',
  title_cn: null,
  type: 'subscription',
  status,
  currency: 'USD',
  once_price: null,
  once_count: null,
  once_unit: null,
  coins: null,
  initial_count: null,
  initial_unit: null,
  initial_original_price: null,
  initial_discount_price: null,
  recurring_count: 1,
  recurring_unit: 'year',
  recurring_original_price: '199.00',
  recurring_discount_price: null,
  downloadable: false,
  show: false,
  is_best: false,
  sort: 0,
  segpay_id: '196001:1003',
  epoch_id: null,
  epoch_ti_id: null,
  nats_id: null,
  xsale_id: null,
  subscribers: 4,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
});

function open(status: string, permissions = ['list-plans', 'archive-plans', 'restore-plans']) {
  let now = status;
  const fetchMock = mockFetch((method, url) => {
    if (method === 'POST') now = url.pathname.endsWith('/archive') ? 'archived' : 'active';
    return { body: plan(now) };
  });
  renderPage(<PlanPage />, { path: '/plans/:id', url: '/plans/3', messages: { plans }, permissions });
  return fetchMock;
}

describe("a plan's state", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('archives a plan on sale after asking', async () => {
    const fetchMock = open('active');
    expect(await screen.findByText('On sale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Archive/ }));
    expect(await screen.findByText(/no longer sold; its subscribers keep renewing/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Confirm|OK/ }));
    expect((await screen.findAllByText('Archived')).length).toBeGreaterThan(0);
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posted).toEqual(['/api/plans/3/archive']);
  });

  it('offers Restore on an archived plan, and nothing to an admin who may only read', async () => {
    open('archived');
    expect((await screen.findAllByText('Archived')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Restore/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull();
  });

  it('offers neither without the permissions', async () => {
    open('active', ['list-plans']);
    expect(await screen.findByText('On sale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Archive|Restore/ })).toBeNull();
  });
});

/**
 * A member's show page: the profile and, in a card of its own, the attribution; their token records and
 * comments, each shown to whoever may list them. (Their subscriptions, orders and coins are the commerce area's
 * section: `features/orders/member-commerce.test.tsx`.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../../lib/resource/testing/downloads';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as users } from './messages';
import MemberShowPage from './pages/show-page';

const member = {
  id: 5,
  username: 'emma_schmidt1',
  email: 'emma.schmidt1@mail.example.com',
  first_name: 'Emma',
  last_name: 'Schmidt',
  birthdate: null,
  phone: null,
  status: 'active',
  avatar_id: null,
  avatar: null,
  banner_id: null,
  banner: null,
  email_verified_at: null,
  coin: 40,
  plan_id: 1,
  plan: 'Monthly',
  subscription_status: 'active',
  start_date: '2026-03-02',
  end_date: '2026-04-02',
  site_id: 1,
  site_name: 'Velvet Room',
  channel_id: 3,
  channel_name: 'google',
  channel_type: 'ads',
  campaign_id: 4,
  campaign_name: 'Spring sale',
  visitor_id: 'v-1',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-sale',
  utm_term: null,
  utm_content: null,
  utm_id: null,
  landing_page: '/plans',
  referrer: 'https://www.google.com/',
  device: 'mobile',
  country: 'DE',
  first_visit_at: '2026-03-01T10:00:00Z',
  last_login_at: null,
  erased_at: null,
  created_at: '2026-03-01T10:30:00Z',
  updated_at: '2026-03-01T10:30:00Z',
};
const record = {
  id: 71,
  member_id: 5,
  member_email: member.email,
  member_created_at: member.created_at,
  video_id: 9,
  video_serial_number: 'BL-000042',
  amount: 30,
  paid_at: '2026-03-02T12:00:00Z',
};

const page = (data: object[]) => ({
  data,
  meta: { page: 1, per_page: 10, total: data.length, total_is_estimate: false, has_next: false },
});
const comment = {
  id: 6,
  member_id: 5,
  comment: 'Loved the lighting in this one.',
  status: 'enabled',
  report_status: 'none',
  reports_count: 0,
  created_at: '2026-03-04T09:00:00Z',
};
const LISTS: Record<string, object> = {
  '/api/comments': page([comment]),
  '/api/users/tokenRecord': page([record]),
};

const outboxMessage = { id: 12, recipient: member.email, template: 'reset-password', language: 'en', status: 'kept' };

function show(permissions: string[]) {
  const fetchMock = mockFetch((_method, url) => {
    if (url.pathname === '/api/users/5') return { body: member };
    if (url.pathname === '/api/users/5/send-reset-password') return { body: outboxMessage };
    if (url.pathname === '/api/users/5/privacy-export.zip')
      return { file: { content: 'PK', type: 'application/zip', name: 'member-5.zip' } };
    if (LISTS[url.pathname]) return { body: LISTS[url.pathname] };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
  renderPage(<MemberShowPage />, { path: '/users/:id', url: '/users/5', messages: { users }, permissions });
  return fetchMock;
}

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card')!;

describe('member show page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the attribution in its own card, the token records and the comments', async () => {
    const fetchMock = show(['list-users', 'list-token-records', 'list-comments']);
    await screen.findByText('emma.schmidt1@mail.example.com');
    const attribution = within(card('Attribution') as HTMLElement);
    expect(attribution.getByText('Ads')).toBeTruthy();
    expect(attribution.getByText('spring-sale')).toBeTruthy();
    expect(attribution.getByText('https://www.google.com/')).toBeTruthy();
    expect(within(card('emma_schmidt1') as HTMLElement).queryByText('spring-sale')).toBeNull();
    expect(await screen.findByText('Loved the lighting in this one.')).toBeTruthy();
    expect(await screen.findByText('BL-000042')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    for (const path of Object.keys(LISTS))
      expect(asked.find((url) => url.pathname === path)!.searchParams.get('member_id')).toBe('5');
  });

  it('sends a reset e-mail in the language picked, as the GET the spec names, and says it is in the outbox', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const fetchMock = show(['list-users', 'notify-users']);
    await screen.findByText('emma.schmidt1@mail.example.com');
    // Without the permissions, no export or erasure is offered.
    expect(screen.queryByRole('button', { name: /Privacy export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Send password reset e-mail/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('English'));
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('The e-mail is in the outbox.')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('send-reset-password'))!;
    expect(sent[1]?.method).toBe('GET');
    expect(new URL(String(sent[0]), 'http://localhost').searchParams.get('language')).toBe('en');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("downloads the member's privacy export as one zip", async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const saved = captureDownloads();
    const fetchMock = show(['list-users', 'export-users']);
    await user.click(await screen.findByRole('button', { name: /Privacy export \(zip\)/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('member-5.zip');
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked).toContain('/api/users/5/privacy-export.zip');
    expect(await screen.findByText('The member’s data is downloaded.')).toBeTruthy();
  });

  it('leaves the token records and comments out for an admin who may not list them', async () => {
    const fetchMock = show(['list-users']);
    await screen.findByText('emma.schmidt1@mail.example.com');
    expect(screen.queryByText('Token records')).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked.filter((path) => path in LISTS)).toEqual([]);
  });
});

/** The content calendar: items on their days, their details, a move through the item's own resource, the views. */
import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import CalendarPage from './calendar-page';
import { messages as calendar } from './messages';

const item = (
  kind: string,
  id: number,
  name: string,
  startsAt: string | null,
  endsAt: string | null,
  state: string,
) => ({
  kind,
  id,
  name,
  name_cn: `${name}（中）`,
  site_name: kind === 'banner' ? 'Harbour' : null,
  starts_at: startsAt,
  ends_at: endsAt,
  state,
});

const ITEMS = [
  item('video', 3, 'Dawn', '2026-11-03T08:00:00Z', null, 'live'),
  item('banner', 7, 'Sale', '2026-11-12T10:00:00Z', '2026-11-20T10:00:00Z', 'scheduled'),
];

function renderCalendar(permissions = ['view-calendar', 'edit-banners', 'publish-videos']) {
  const fetchMock = mockFetch((method, url) => {
    if (url.pathname === '/api/calendar') return { body: { data: ITEMS, truncated: false } };
    if (method === 'PUT' && url.pathname === '/api/banners/7') return { body: { id: 7 } };
    return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
  });
  renderPage(
    <Suspense fallback={null}>
      <CalendarPage />
    </Suspense>,
    { messages: { calendar }, permissions },
  );
  return fetchMock;
}

const day = (label: string) => screen.getByRole('group', { name: label });
const asked = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/calendar')
    .map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`);

describe('the content calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts each start and end on its day, asking the month’s whole weeks and a day each side', async () => {
    const fetchMock = renderCalendar();
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    await within(day('Thursday, November 12, 2026')).findByRole('button', { name: /^\d\d:\d\d Sale \(Banner\)$/ });
    expect(
      within(day('Friday, November 20, 2026')).getByRole('button', { name: /^\d\d:\d\d Ends Sale \(Banner\)$/ }),
    ).toBeTruthy();
    expect(
      within(day('Tuesday, November 3, 2026')).getByRole('button', { name: /^\d\d:\d\d Dawn \(Video\)$/ }),
    ).toBeTruthy();
    // November 2026 begins on a Sunday: its weeks run from Monday October 26 to Sunday December 6.
    expect(asked(fetchMock)).toEqual(['2026-10-25..2026-12-07']);
  });

  it('moves a banner’s start to the time picked, through the banner’s own update', async () => {
    const fetchMock = renderCalendar();
    fireEvent.click(await screen.findByRole('button', { name: /^\d\d:\d\d Sale \(Banner\)$/ }));
    const picker = await screen.findByLabelText('Move to');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '2026-11-14 09:30' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByText('Moved. The change is in the record’s history.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new URL(String(put[0]), 'http://localhost').pathname).toBe('/api/banners/7');
    expect(new Date(JSON.parse(String(put[1]!.body)).starts_at).getTime()).toBe(
      new Date(2026, 10, 14, 9, 30).getTime(),
    );
  });

  it('moves nothing already live, and nothing without the permission to', async () => {
    renderCalendar(['view-calendar']);
    fireEvent.click(await screen.findByRole('button', { name: /^\d\d:\d\d Dawn \(Video\)$/ }));
    expect(await screen.findByText('It has gone live: it stays where it is.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^\d\d:\d\d Sale \(Banner\)$/ }));
    await screen.findByText('Harbour');
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('shows a week, and steps by weeks', async () => {
    const fetchMock = renderCalendar();
    await screen.findByRole('heading', { name: 'November 2026' });
    fireEvent.click(screen.getByText('Week'));
    expect(await screen.findByRole('heading', { name: 'Nov 9, 2026 – Nov 15, 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Nov 16, 2026 – Nov 22, 2026' })).toBeTruthy();
    await waitFor(() => expect(asked(fetchMock)).toContain('2026-11-15..2026-11-23'));
  });
});

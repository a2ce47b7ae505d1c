/**
 * The monthly statement on the revenue page: a dialog picks the month and the site (the page's site filter
 * first), then saves the site's PDF for that month; not offered without `export-analytics`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { captureDownloads } from '../../../lib/resource/testing/downloads';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import { StatementButton } from './statement-button';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const sites = {
  data: [
    { id: 1, name: 'Velvet Room' },
    { id: 2, name: 'Blue Hour' },
  ],
  meta: { page: 1, per_page: 20, total: 2, total_is_estimate: false, has_next: false },
};

describe('monthly statement', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves the chosen site's statement for last month", async () => {
    const saved = captureDownloads();
    const fetchMock = mockFetch((_method, url) =>
      url.pathname.endsWith('statement.pdf')
        ? {
            file: {
              content: '%PDF-1.3',
              type: 'application/pdf',
              name: `statement-2-${url.searchParams.get('month')}.pdf`,
            },
          }
        : { body: sites },
    );
    renderPage(<StatementButton />, {
      messages: { analytics },
      permissions: ['export-analytics', 'list-sites'],
      url: '/?site_id=2',
    });
    await user.click(await screen.findByRole('button', { name: /Monthly statement \(PDF\)/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Blue Hour')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const month = dayjs().subtract(1, 'month').format('YYYY-MM');
    expect(saved[0]!.name).toBe(`statement-2-${month}.pdf`);
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/analytics/revenue/statement.pdf')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ month, site_id: '2' });
  });

  it('is not offered without export-analytics', async () => {
    mockFetch(() => ({ body: sites }));
    renderPage(
      <>
        <StatementButton />
        <p>Revenue</p>
      </>,
      { messages: { analytics }, permissions: ['list-sites', 'view-daily-revenue'] },
    );
    await screen.findByText('Revenue');
    expect(screen.queryByRole('button', { name: /Monthly statement/ })).toBeNull();
  });
});

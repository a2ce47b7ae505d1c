/** The records table pages through the server: it asks for a page of 20 and shows the pages the answer counts. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { figuresAnswer } from '../figures/testing';
import { messages as analytics } from '../messages';
import { RecordsTable } from './records-table';
import { allChannels } from './rows';

const TOTAL = 45;
const record = (i: number) =>
  figuresAnswer({
    day: `2026-11-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`,
    channel_id: (i % 3) + 1,
    channel_name: `channel-${i}`,
    visits: i,
  });

describe('records table', () => {
  it('asks the server for one page at a time', async () => {
    const fetched = mockFetch((_, url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const rows = Array.from({ length: TOTAL }, (_, i) => record(i)).slice((page - 1) * perPage, page * perPage);
      return {
        body: {
          period: { from: '2026-11-01', to: '2026-11-15' },
          data: rows,
          meta: { page, per_page: perPage, total: TOTAL, total_is_estimate: false, has_next: page * perPage < TOTAL },
        },
      };
    });
    renderPage(<RecordsTable source={allChannels} query={{ from: '2026-11-01', to: '2026-11-15' }} />, {
      messages: { analytics },
      permissions: ['view-daily-channel'],
    });
    expect(await screen.findByText('channel-0')).toBeTruthy();
    expect(screen.queryByText('channel-20')).toBeNull();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('channel-40')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('channel-0')).toBeNull());
    const asked = fetched.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    expect(asked.map((q) => [q.get('page'), q.get('per_page'), q.get('from')])).toEqual([
      ['1', '20', '2026-11-01'],
      ['3', '20', '2026-11-01'],
    ]);
  });
});

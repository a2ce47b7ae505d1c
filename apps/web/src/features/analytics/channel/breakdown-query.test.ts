/** A breakdown's figures as one query: the calls it sends together, and the answers it keeps apart. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { mockFetch } from '../../../lib/resource/testing/render-page';
import { breakdownQuery } from './breakdown-query';
import { allChannels, channelCampaigns } from './rows';

afterEach(() => vi.unstubAllGlobals());

/** Answers each call with its own name, and reads the breakdown of `source`. */
async function read(source: Parameters<typeof breakdownQuery>[0]) {
  const fetched = mockFetch((_method, url) => ({ body: { call: url.pathname.split('/').pop() } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = await client.fetchQuery(breakdownQuery(source, { range: 'last_7_days' }, (all) => all));
  const calls = fetched.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { answers, calls };
}

describe('a breakdown', () => {
  it("of every channel asks its five calls with the page's query, each answer under its call", async () => {
    const { answers, calls } = await read(allChannels);
    expect(calls.map((url) => url.pathname).sort()).toEqual(
      ['periodStatistic', 'revenueLineChart', 'revenuePieChart', 'userLineChart', 'userPieChart'].map(
        (call) => `/api/analytics/channel/${call}`,
      ),
    );
    expect(calls.every((url) => url.searchParams.get('range') === 'last_7_days')).toBe(true);
    for (const [call, answer] of Object.entries(answers)) expect(answer).toEqual({ call });
  });

  it("of one channel's campaigns asks four: its table reads the revenue pie's rows", async () => {
    const { answers, calls } = await read(channelCampaigns(7));
    expect(calls.map((url) => url.pathname.split('/').pop()).sort()).toEqual([
      'revenueLineChart',
      'revenuePieChart',
      'userLineChart',
      'userPieChart',
    ]);
    expect(calls.every((url) => url.pathname.startsWith('/api/analytics/channel/7/'))).toBe(true);
    expect(answers.periodStatistic).toBeUndefined();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceApi } from './api';
import { mockFetch } from './testing/render-page';

const page = (totalIsEstimate: boolean) => ({
  data: [],
  meta: { page: 1, per_page: 20, total: 1_001, total_is_estimate: totalIsEstimate, has_next: true },
});
const counts = (fetched: ReturnType<typeof mockFetch>) =>
  fetched.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('count=exact'));

describe("a list page's count", () => {
  it('is asked the moment a page answers with an estimate, before anything renders it, by its filters alone', async () => {
    const fetched = mockFetch(() => ({ body: page(true) }));
    const client = new QueryClient();
    await client.fetchQuery(resourceApi('tags').list({ page: 3, perPage: 20, sort: 'name', q: 'ab' }));
    expect(counts(fetched)).toHaveLength(1);
    const asked = new URL(counts(fetched)[0]!, 'http://backlot.test').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ q: 'ab', page: '1', per_page: '1', count: 'exact' });
  });

  it('is not asked when the page says its exact total, nor asked again by the count itself', async () => {
    const exact = mockFetch(() => ({ body: page(false) }));
    await new QueryClient().fetchQuery(resourceApi('tags').list({ page: 1, perPage: 20 }));
    expect(counts(exact)).toEqual([]);

    const estimated = mockFetch(() => ({ body: page(true) }));
    const client = new QueryClient();
    await client.fetchQuery(resourceApi('tags').list({ page: 1, perPage: 20 }));
    await client.fetchQuery(resourceApi('tags').list({ page: 2, perPage: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Once for the filters: the second page's count is the first's, still fresh; the count's own estimate asks none.
    expect(counts(estimated)).toHaveLength(1);
  });
});

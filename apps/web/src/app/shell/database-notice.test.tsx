import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { setupI18n } from '../../lib/i18n';
import { catalogue } from '../messages';
import { retryDelay, shouldRetry, UNAVAILABLE_RETRIES } from '../query-client';
import { DatabaseNotice } from './database-notice';

const away = () => new ApiError(503, 'database_unavailable', 'away', {}, 5);

describe('a database away for a moment', () => {
  it('is asked again at the pace the server asks, two minutes long; other failures as before', () => {
    expect(shouldRetry(0, away())).toBe(true);
    expect(shouldRetry(UNAVAILABLE_RETRIES - 1, away())).toBe(true);
    expect(shouldRetry(UNAVAILABLE_RETRIES, away())).toBe(false);
    expect(retryDelay(3, away())).toBe(5_000);
    expect(shouldRetry(0, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retryDelay(2, new ApiError(500, 'internal', 'x'))).toBe(4_000);
  });

  it('shows a banner in the reader’s language while a read is retried, gone once it is answered', async () => {
    for (const [language, text] of [
      ['en', /This page keeps trying/],
      ['zh-CN', /本页正在自动重试/],
    ] as const) {
      setupI18n(catalogue, { language });
      let answer: () => Promise<string> = () => Promise.reject(away());
      const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 10 } } });
      function Reader() {
        const { data } = useQuery({ queryKey: ['tags'], queryFn: () => answer() });
        return <output>{data ?? 'waiting'}</output>;
      }
      const { unmount } = render(
        <QueryClientProvider client={client}>
          <DatabaseNotice />
          <Reader />
        </QueryClientProvider>,
      );
      expect((await screen.findByRole('alert')).textContent).toMatch(text);
      expect(screen.getByRole('status').textContent).toBe('waiting');
      await act(async () => {
        answer = () => Promise.resolve('tags');
      });
      expect(await screen.findByText('tags')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
      client.clear();
    }
  });
});

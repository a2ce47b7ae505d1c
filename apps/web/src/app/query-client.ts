import { QueryClient } from '@tanstack/react-query';
import { ApiError, isDatabaseUnavailable } from '../lib/api/client';
import { sessionStore } from '../lib/session';

/**
 * How often a read asks again a database that is away before it shows the failure: at the server's `Retry-After`
 * (5 s), two minutes — a restart or a failover takes seconds. The shell says meanwhile that it is retrying.
 */
export const UNAVAILABLE_RETRIES = 24;

/** A request the server refused (4xx) is not retried; a network failure or 5xx is, once; a database away, longer. */
export function shouldRetry(failures: number, error: unknown) {
  if (isDatabaseUnavailable(error)) return failures < UNAVAILABLE_RETRIES;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < 1;
}

/** The wait before a retry: what the server asked for, else doubling from 1 s up to 30 s (react-query's own). */
export function retryDelay(failures: number, error: unknown) {
  if (error instanceof ApiError && error.retryAfter) return error.retryAfter * 1000;
  return Math.min(1000 * 2 ** failures, 30_000);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Answers belong to the session that asked: one that ends (a 401, signing out) or gives way to another
// (a sign-in in another tab) leaves none of them cached.
let cachedFor = sessionStore.get().token;
sessionStore.subscribe(() => {
  const token = sessionStore.get().token;
  if (token !== cachedFor) queryClient.clear();
  cachedFor = token;
});

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/client';
import { sessionStore } from '../lib/session';

/** A request the server refused (4xx) is not retried; a network failure or 5xx is, once. */
function shouldRetry(failures: number, error: unknown) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A session that ends (a 401, a failed load of the admin, signing out) leaves none of its answers cached.
sessionStore.subscribe(() => {
  if (!sessionStore.get().token) queryClient.clear();
});

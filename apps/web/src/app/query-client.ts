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

// Answers belong to the session that asked: one that ends (a 401, signing out) or gives way to another
// (a sign-in in another tab) leaves none of them cached.
let cachedFor = sessionStore.get().token;
sessionStore.subscribe(() => {
  const token = sessionStore.get().token;
  if (token !== cachedFor) queryClient.clear();
  cachedFor = token;
});

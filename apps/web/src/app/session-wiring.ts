/** The API client reads the session's token; a 401 clears the session and returns to the root. */
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '../lib/api/client';
import { resetSession, sessionStore } from '../lib/session';

export function wireSession(queryClient: QueryClient) {
  configureApi({
    token: () => sessionStore.get().token,
    onUnauthorized: () => {
      resetSession();
      queryClient.clear();
      window.location.hash = '#/';
    },
  });
}

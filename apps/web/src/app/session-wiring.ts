/** The API client reads the session's token; a 401 clears the session and returns to the root. */
import { configureApi } from '../lib/api/client';
import { resetSession, sessionStore } from '../lib/session';

export function wireSession() {
  configureApi({
    token: () => sessionStore.get().token,
    onUnauthorized: () => {
      // While the admin first loads, the guard sends the visitor to sign in with the path asked for.
      const established = sessionStore.get().status === 'ready';
      resetSession();
      if (established) window.location.hash = '#/';
    },
  });
}

/**
 * The API client reads the session's token. A session that ends — a 401 (its code says why), or a
 * sign-out in another tab — is cleared and the browser returns to the root (the guard then asks to sign
 * in). The session is checked again when the tab comes back into view.
 */
import { configureApi } from '../lib/api/client';
import { followOtherTabs, recheckSession, resetSession, sessionStore } from '../lib/session';

function endSession(reason: string) {
  // While the admin first loads, the guard sends the visitor to sign in with the path asked for.
  const established = sessionStore.get().status === 'ready';
  resetSession(reason);
  if (established) window.location.hash = '#/';
}

export function wireSession() {
  configureApi({ token: () => sessionStore.get().token, onUnauthorized: endSession });
  followOtherTabs(endSession);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void recheckSession();
  });
}

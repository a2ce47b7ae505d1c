/**
 * The API client reads the session's token. A session that ends — a 401 (its code says why), or a sign-out
 * in another tab — is cleared; the guard then asks to sign in again, from the root when the session was in
 * use. The session is checked again when the tab comes back into view.
 */
import { configureApi } from '../lib/api/client';
import { followOtherTabs, recheckSession, resetSession, sessionStore } from '../lib/session';

export function wireSession() {
  configureApi({ token: () => sessionStore.get().token, onUnauthorized: resetSession });
  followOtherTabs();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void recheckSession();
  });
}

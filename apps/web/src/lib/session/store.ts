/**
 * The session (spec sections 3, 4): the access token (remembered), the signed-in admin once loaded,
 * and the names of the permissions they hold.
 */
import type { Me } from '@backlot/contract';
import type { Camelize } from '../api/case';
import { createStore, useStore } from '../settings/store';
import { readText, writeText } from '../settings/storage';

export type SignedInAdmin = Camelize<Me>;
/** idle: not loaded yet (the first navigation loads it); ready: the admin and permissions are known. */
export type SessionStatus = 'idle' | 'loading' | 'ready';

export type SessionState = {
  token: string | null;
  status: SessionStatus;
  admin: SignedInAdmin | null;
  permissions: ReadonlySet<string>;
};

/** Where the token is remembered: shared by the browser's tabs. */
export const TOKEN_KEY = 'token';

export const sessionStore = createStore<SessionState>(
  { token: readText(TOKEN_KEY), status: 'idle', admin: null, permissions: new Set() },
  (state) => {
    if (readText(TOKEN_KEY) !== state.token) writeText(TOKEN_KEY, state.token);
  },
);

export function useSession(): SessionState {
  return useStore(sessionStore);
}

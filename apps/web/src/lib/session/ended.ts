/**
 * Why the last session ended, for the sign-in page to say: the `code` of the server's 401 (its body says
 * why), or `signed_out` when another tab of this browser signed out. `inUse`: it ended while the admin was
 * using the app (not while it first loaded): the guard then sends them to sign in from the root rather than
 * back to the page they were on. Cleared by the next sign-in.
 */
import type { MessageKey, UnauthenticatedCode } from '@backlot/contract';
import { createStore, useStore } from '../settings/store';

export type SessionEnd = { code: string; inUse: boolean };

export const sessionEndStore = createStore<SessionEnd | null>(null);

export function useSessionEnd(): SessionEnd | null {
  return useStore(sessionEndStore);
}

/** The server's reasons, by 401 code, as the contract's messages; any other code reads "You were signed out". */
const REASONS: Record<Exclude<UnauthenticatedCode, 'unauthenticated'>, MessageKey> = {
  session_expired: 'err.sessionExpired',
  session_revoked: 'err.sessionRevoked',
  account_disabled: 'err.accountDisabled',
};

export function sessionEndMessage(code: string): MessageKey | undefined {
  return Object.hasOwn(REASONS, code) ? REASONS[code as keyof typeof REASONS] : undefined;
}

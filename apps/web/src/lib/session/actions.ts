/** What changes the session: sign-in, the first load of the admin, profile changes, reset, logout. */
import { api } from '../api/client';
import { clearArea, onOtherTabWrite } from '../settings/storage';
import { forgetPermissions, rememberPermissions, rememberedPermissions } from './crypto';
import { sessionEndStore } from './ended';
import { sessionStore, TOKEN_KEY, type SignedInAdmin } from './store';

export type SessionAnswer = { accessToken: string; permissions: { name: string }[] };

const namesOf = (permissions: readonly { name: string }[]) => permissions.map((p) => p.name);

/** The signed-in admin (GET /api/auth/me). */
export async function fetchAdmin(): Promise<SignedInAdmin> {
  if (!sessionStore.get().token) throw new Error('token is undefined!');
  return api.get<SignedInAdmin>('/auth/me');
}

/** A finished sign-in: the token and permissions are remembered; the admin loads on the next navigation. */
export async function signIn(answer: SessionAnswer) {
  const names = namesOf(answer.permissions);
  sessionEndStore.set(null);
  sessionStore.set({ token: answer.accessToken, status: 'idle', admin: null, permissions: new Set(names) });
  await rememberPermissions(names);
}

/** How long an answer of /auth/me stands before a navigation asks again. */
export const RECHECK_MS = 10_000;
let checkedAt = 0;

/** The admin as the server answered; an answer that changes nothing changes no state (nothing re-renders). */
async function apply(admin: SignedInAdmin) {
  const names = namesOf(admin.permissions);
  checkedAt = Date.now();
  const state = sessionStore.get();
  if (state.status === 'ready' && JSON.stringify(state.admin) === JSON.stringify(admin)) return;
  const same = state.permissions.size === names.length && names.every((name) => state.permissions.has(name));
  sessionStore.set({ ...state, status: 'ready', admin, permissions: same ? state.permissions : new Set(names) });
  await rememberPermissions(names);
}

let inFlight: Promise<void> | null = null;

/** Loads the admin once; a failure resets the session (unless a 401 already did, saying why) and is passed on. */
export function loadSession(): Promise<void> {
  if (sessionStore.get().status === 'ready') return Promise.resolve();
  inFlight ??= (async () => {
    sessionStore.set((state) => ({ ...state, status: 'loading' }));
    try {
      await apply(await fetchAdmin());
    } catch (error) {
      if (sessionStore.get().token) resetSession();
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Asks the server again who is signed in, when its last answer is older than RECHECK_MS: a session that
 * ended meanwhile (expired, revoked, the account disabled) ends here too through the 401, before a page kept
 * alive goes on showing what it showed; a change of roles reaches the menu.
 */
export async function recheckSession() {
  const { token, status } = sessionStore.get();
  if (!token || status !== 'ready' || Date.now() - checkedAt < RECHECK_MS) return;
  checkedAt = Date.now();
  try {
    const admin = await fetchAdmin();
    if (sessionStore.get().token === token) await apply(admin);
  } catch {
    // A 401 has ended the session already; any other failure waits for the next check.
  }
}

/** Before the admin loads, the remembered permissions stand in for theirs. */
export async function restorePermissions() {
  const names = await rememberedPermissions();
  if (names.length === 0) return;
  sessionStore.set((state) =>
    state.token && state.status === 'idle' && state.permissions.size === 0
      ? { ...state, permissions: new Set(names) }
      : state,
  );
}

/** After a profile change: the admin as the server now answers it. */
export function updateAdmin(admin: SignedInAdmin) {
  sessionStore.set((state) => ({ ...state, admin }));
}

/** Forgets the token and permissions; `reason` (a 401's code) is what the sign-in page will say. */
export function resetSession(reason: string | null = null) {
  sessionEndStore.set(reason === null ? null : { code: reason, inUse: sessionStore.get().status === 'ready' });
  sessionStore.set({ token: null, status: 'idle', admin: null, permissions: new Set() });
  forgetPermissions();
}

/**
 * The token is shared by the browser's tabs. When another tab signs out, this tab's session ends too; when
 * another tab signs in (perhaps as another admin), this tab starts over with that session.
 */
export function followOtherTabs() {
  return onOtherTabWrite(TOKEN_KEY, (token) => {
    if (token === sessionStore.get().token) return;
    if (!token) return resetSession('signed_out');
    sessionEndStore.set(null);
    sessionStore.set({ token, status: 'idle', admin: null, permissions: new Set() });
  });
}

/** Revokes the server session, forgets it here (and what this browser tab kept for it) and reloads at the root. */
export async function logout() {
  try {
    await api.post('/logout');
  } finally {
    resetSession();
    clearArea('session');
    window.location.hash = '#/';
    window.location.reload();
  }
}

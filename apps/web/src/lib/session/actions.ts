/** What changes the session: sign-in, the first load of the admin, profile changes, reset, logout. */
import { api } from '../api/client';
import { forgetPermissions, rememberPermissions, rememberedPermissions } from './crypto';
import { sessionStore, type SignedInAdmin } from './store';

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
  sessionStore.set({ token: answer.accessToken, status: 'idle', admin: null, permissions: new Set(names) });
  await rememberPermissions(names);
}

let inFlight: Promise<void> | null = null;

/** Loads the admin once; a failure resets the session and is passed on. */
export function loadSession(): Promise<void> {
  if (sessionStore.get().status === 'ready') return Promise.resolve();
  inFlight ??= (async () => {
    sessionStore.set((state) => ({ ...state, status: 'loading' }));
    try {
      const admin = await fetchAdmin();
      const names = namesOf(admin.permissions);
      sessionStore.set((state) => ({ ...state, status: 'ready', admin, permissions: new Set(names) }));
      await rememberPermissions(names);
    } catch (error) {
      resetSession();
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
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

/** Forgets the token and permissions. */
export function resetSession() {
  sessionStore.set({ token: null, status: 'idle', admin: null, permissions: new Set() });
  forgetPermissions();
}

/** Revokes the server session, forgets it here and reloads at the root. */
export async function logout() {
  try {
    await api.post('/logout');
  } finally {
    resetSession();
    window.location.hash = '#/';
    window.location.reload();
  }
}

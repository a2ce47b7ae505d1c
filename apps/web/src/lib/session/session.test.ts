import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';
import {
  fetchAdmin,
  followOtherTabs,
  loadSession,
  logout,
  recheckSession,
  RECHECK_MS,
  resetSession,
  signIn,
} from './actions';
import { sessionEndStore } from './ended';
import { rememberedPermissions } from './crypto';
import { sessionStore } from './store';

configureApi({ token: () => sessionStore.get().token, onUnauthorized: resetSession });

const me = {
  id: 1,
  username: 'admin',
  name: 'Admin',
  avatar: null,
  introduction: null,
  email: null,
  roles: ['super-admin'],
  permissions: [{ name: 'list-tags' }],
  is_super_admin: true,
  two_factor_enabled: false,
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session', () => {
  it('fetching the admin without a token raises "token is undefined!"', async () => {
    await expect(fetchAdmin()).rejects.toThrow('token is undefined!');
  });

  it('sign-in remembers the token, and the permissions only in encrypted form', async () => {
    await signIn({ accessToken: 'secret-token', permissions: [{ name: 'list-tags' }, { name: 'edit-tags' }] });
    expect(localStorage.getItem('backlot.token')).toBe('secret-token');
    const stored = localStorage.getItem('backlot.permissions') ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('list-tags');
    expect(localStorage.getItem('backlot.key')).toBeTruthy();
    expect(await rememberedPermissions()).toEqual(['list-tags', 'edit-tags']);
  });

  it('the first load fetches the admin once with the bearer token', async () => {
    const fetchMock = answer(200, me);
    vi.stubGlobal('fetch', fetchMock);
    await signIn({ accessToken: 'tok', permissions: [] });
    await Promise.all([loadSession(), loadSession()]);
    await loadSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(sessionStore.get()).toMatchObject({ status: 'ready', admin: { name: 'Admin', twoFactorEnabled: false } });
    expect(sessionStore.get().permissions.has('list-tags')).toBe(true);
  });

  it('a failed load resets the token and passes the error on', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'Something went wrong on our side.', code: 'internal' }));
    await signIn({ accessToken: 'tok', permissions: [{ name: 'list-tags' }] });
    await expect(loadSession()).rejects.toThrow('Something went wrong on our side.');
    expect(sessionStore.get()).toMatchObject({ token: null, status: 'idle', admin: null });
    expect(localStorage.getItem('backlot.token')).toBeNull();
    expect(localStorage.getItem('backlot.permissions')).toBeNull();
  });
});

describe('a session ended elsewhere', () => {
  const otherTab = (value: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'backlot.token', newValue: value }));

  it('ends here when another tab signs out, and starts over when another tab signs in', async () => {
    await signIn({ accessToken: 'mine', permissions: [{ name: 'list-tags' }] });
    const stop = followOtherTabs();

    otherTab('theirs');
    expect(sessionStore.get()).toMatchObject({ token: 'theirs', status: 'idle', admin: null });
    expect(sessionStore.get().permissions.size).toBe(0);
    expect(sessionEndStore.get()).toBeNull();

    otherTab(null);
    expect(sessionStore.get().token).toBeNull();
    expect(sessionEndStore.get()?.code).toBe('signed_out');
    stop();
  });

  it('is noticed when the server is asked again, some seconds after its last answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', answer(200, me));
    await signIn({ accessToken: 'tok', permissions: [] });
    await loadSession();

    vi.stubGlobal('fetch', answer(401, { message: 'Signed out.', code: 'session_revoked' }));
    await recheckSession();
    expect(sessionStore.get().token).toBe('tok');

    vi.setSystemTime(Date.now() + RECHECK_MS);
    await recheckSession();
    expect(sessionStore.get().token).toBeNull();
    expect(sessionEndStore.get()).toEqual({ code: 'session_revoked', inUse: true });
  });

  it('a new answer brings a change of permissions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', answer(200, me));
    await signIn({ accessToken: 'tok', permissions: [] });
    await loadSession();
    vi.stubGlobal('fetch', answer(200, { ...me, permissions: [{ name: 'list-tags' }, { name: 'edit-tags' }] }));
    vi.setSystemTime(Date.now() + RECHECK_MS);
    await recheckSession();
    expect([...sessionStore.get().permissions]).toEqual(['list-tags', 'edit-tags']);
  });

  it('signing in again forgets why the last session ended', async () => {
    resetSession('session_expired');
    await signIn({ accessToken: 'tok', permissions: [] });
    expect(sessionEndStore.get()).toBeNull();
  });
});

describe('signing out', () => {
  it('forgets the session and what this browser tab kept for it, and reloads at the root', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, hash: '#/tags', reload });
    vi.stubGlobal('fetch', answer(200, {}));
    await signIn({ accessToken: 'tok', permissions: [] });
    sessionStorage.setItem('backlot.tags-view.1', '[]');
    await logout();
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStorage.getItem('backlot.tags-view.1')).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});

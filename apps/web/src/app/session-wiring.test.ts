import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api/client';
import { loadSession, sessionEndStore, sessionStore } from '../lib/session';
import { queryClient } from './query-client';
import { wireSession } from './session-wiring';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionEndStore.set(null);
});

const refuse = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 401 }));

describe('a 401 answer', () => {
  it('clears the session and the cached data, and keeps why it ended, in use', async () => {
    queryClient.setQueryData(['tags'], ['cached']);
    wireSession();
    sessionStore.set({ token: 'expired', status: 'ready', admin: null, permissions: new Set(['list-tags']) });
    vi.stubGlobal('fetch', refuse({ message: 'Your session has expired.', code: 'session_expired' }));

    await expect(api.get('/tags')).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.get()).toMatchObject({ token: null, status: 'idle' });
    expect(sessionStore.get().permissions.size).toBe(0);
    expect(sessionEndStore.get()).toEqual({ code: 'session_expired', inUse: true });
    expect(queryClient.getQueryData(['tags'])).toBeUndefined();
  });

  it('while the admin first loads, clears the session and keeps why, not in use', async () => {
    wireSession();
    sessionStore.set({ token: 'stale', status: 'idle', admin: null, permissions: new Set() });
    vi.stubGlobal('fetch', refuse({ message: 'This account is disabled.', code: 'account_disabled' }));

    await expect(loadSession()).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.get().token).toBeNull();
    expect(sessionEndStore.get()).toEqual({ code: 'account_disabled', inUse: false });
  });

  it('without a code in its body still counts as a session that ended', async () => {
    wireSession();
    sessionStore.set({ token: 'stale', status: 'ready', admin: null, permissions: new Set() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy</html>', { status: 401 })),
    );
    await expect(api.get('/tags')).rejects.toMatchObject({ status: 401 });
    expect(sessionEndStore.get()?.code).toBe('unauthenticated');
  });
});

describe('the query cache', () => {
  it('is cleared when another session takes over', () => {
    sessionStore.set({ token: 'first', status: 'ready', admin: null, permissions: new Set() });
    queryClient.setQueryData(['tags'], ['of the first admin']);
    sessionStore.set({ token: 'second', status: 'idle', admin: null, permissions: new Set() });
    expect(queryClient.getQueryData(['tags'])).toBeUndefined();
  });
});

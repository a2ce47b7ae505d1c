import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api/client';
import { sessionStore } from '../lib/session';
import { queryClient } from './query-client';
import { wireSession } from './session-wiring';

afterEach(() => vi.unstubAllGlobals());

describe('a 401 answer', () => {
  it('clears the session and the cached data, and returns to the root', async () => {
    queryClient.setQueryData(['tags'], ['cached']);
    wireSession();
    sessionStore.set({ token: 'expired', status: 'ready', admin: null, permissions: new Set(['list-tags']) });
    window.location.hash = '#/tags';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Please sign in.', code: 'unauthenticated' }), { status: 401 }),
      ),
    );

    await expect(api.get('/tags')).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.get()).toMatchObject({ token: null, status: 'idle' });
    expect(sessionStore.get().permissions.size).toBe(0);
    expect(queryClient.getQueryData(['tags'])).toBeUndefined();
    expect(window.location.hash).toBe('#/');
  });

  it('while the admin first loads, clears the session but leaves the address to the guard', async () => {
    wireSession();
    sessionStore.set({ token: 'stale', status: 'loading', admin: null, permissions: new Set() });
    window.location.hash = '#/tags';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );

    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.get().token).toBeNull();
    expect(window.location.hash).toBe('#/tags');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api/client';
import { sessionStore } from '../lib/session';
import { wireSession } from './session-wiring';

afterEach(() => vi.unstubAllGlobals());

describe('a 401 answer', () => {
  it('clears the session and the cached data, and returns to the root', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['tags'], ['cached']);
    wireSession(queryClient);
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
});

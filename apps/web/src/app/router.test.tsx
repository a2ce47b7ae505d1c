import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { catalogue, loadFeatureMessages } from './messages';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { wireSession } from './session-wiring';
import { sessionEndStore, sessionStore } from '../lib/session';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionEndStore.set(null);
  window.location.hash = '';
});

/** The app as `main.tsx` starts it, in English, at `hash`. */
function startApp(hash: string) {
  setupI18n(catalogue, { language: 'en', loaders: loadFeatureMessages });
  window.location.hash = hash;
  render(
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>,
  );
}

describe('the app router', () => {
  it('opens a shell page straight from the address (a reload) without "No routes matched location"', async () => {
    const warn = vi.spyOn(console, 'warn');
    startApp('#/tags');
    // Signed out: the shell, once added, sends the reload to the sign-in page.
    expect(await screen.findByRole('button', { name: /sign in/i }, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.hash).toMatch(/^#\/login/);
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => text.includes('No routes matched'))).toEqual([]);
  });

  it('lets the shell answer an address only the catch-all matches (signed out: sign in first)', async () => {
    startApp('#/no-such-page');
    await vi.waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Fno-such-page'), { timeout: 10_000 });
  });
});

describe('a session the server no longer knows, at start', () => {
  it('lands on sign-in with the notice saying why, and no error toast besides', async () => {
    wireSession();
    sessionStore.set({ token: 'revoked', status: 'idle', admin: null, permissions: new Set() });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Please sign in.', code: 'session_revoked' }), { status: 401 }),
      ),
    );
    startApp('#/tags');
    expect(await screen.findByRole('button', { name: /sign in/i }, { timeout: 10_000 })).toBeTruthy();
    expect(
      await screen.findByText(/^You were signed out: your password changed, or the session was ended/),
    ).toBeTruthy();
    // The refusal is the notice's to tell: the server's "Please sign in." shows no second time, as an error.
    expect(screen.queryByText('Please sign in.')).toBeNull();
  });
});

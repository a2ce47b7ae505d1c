import { describe, expect, it } from 'vitest';
import { decideNavigation, redirectTarget, type GuardInput } from './guard-rules';

const signedOut: Omit<GuardInput, 'path'> = { hasToken: false, loaded: false, hasAccessibleRoute: false };
const signedIn: Omit<GuardInput, 'path'> = { hasToken: true, loaded: true, hasAccessibleRoute: true };

describe('decideNavigation', () => {
  it('sends a visitor without a token to the sign-in page, remembering the path', () => {
    expect(decideNavigation({ ...signedOut, path: '/tags?page=2' })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/tags?page=2')}`,
    });
  });

  it('sends to sign in from the root when the session ended while in use', () => {
    expect(decideNavigation({ ...signedOut, endedInUse: true, path: '/tags?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it.each(['/login', '/auth-redirect', '/404', '/401'])(
    'lets a visitor without a token open the public page %s',
    (path) => {
      expect(decideNavigation({ ...signedOut, path })).toEqual({ kind: 'allow' });
    },
  );

  it('lets paths starting with /4 pass, signed in or not, loaded or not', () => {
    expect(decideNavigation({ ...signedOut, path: '/403' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ hasToken: true, loaded: false, hasAccessibleRoute: false, path: '/401' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-in admin who opens /login to the root', () => {
    expect(decideNavigation({ ...signedIn, path: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation({ ...signedIn, loaded: false, path: '/login?redirect=/tags' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the admin on the first navigation with a token', () => {
    expect(decideNavigation({ hasToken: true, loaded: false, hasAccessibleRoute: false, path: '/tags' })).toEqual({
      kind: 'load',
    });
  });

  it('sends an admin with no accessible route to /401', () => {
    expect(decideNavigation({ ...signedIn, hasAccessibleRoute: false, path: '/dashboard' })).toEqual({
      kind: 'redirect',
      to: '/401',
    });
  });

  it('lets a loaded admin with accessible routes through', () => {
    expect(decideNavigation({ ...signedIn, path: '/tags/edit/3' })).toEqual({ kind: 'allow' });
  });
});

describe('redirectTarget', () => {
  it('reads the path to return to after signing in', () => {
    expect(redirectTarget(`?redirect=${encodeURIComponent('/tags?page=2')}`)).toBe('/tags?page=2');
  });

  it('falls back to the root when absent or pointing outside the app', () => {
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/');
  });
});

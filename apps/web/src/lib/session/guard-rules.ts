/**
 * Where a navigation may go (spec sections 4, 8), as a pure function of the path and the session.
 */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/404', '/401'] as const;

export type GuardInput = {
  /** The path asked for, with its query string. */
  path: string;
  hasToken: boolean;
  /** The admin and their permissions are loaded. */
  loaded: boolean;
  /** After loading: some page that needs a permission is within reach. */
  hasAccessibleRoute: boolean;
  /** The session ended while in use (a 401, a sign-out in another tab): sign in again from the root. */
  endedInUse?: boolean;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

const pathname = (path: string) => path.split('?')[0] ?? path;

export function loginRedirect(path: string) {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

export function decideNavigation({
  path,
  hasToken,
  loaded,
  hasAccessibleRoute,
  endedInUse,
}: GuardInput): GuardDecision {
  const name = pathname(path);
  if (name.startsWith('/4')) return { kind: 'allow' };
  if (!hasToken) {
    if ((PUBLIC_PATHS as readonly string[]).includes(name)) return { kind: 'allow' };
    return { kind: 'redirect', to: endedInUse ? '/login' : loginRedirect(path) };
  }
  if (name === '/login') return { kind: 'redirect', to: '/' };
  if (!loaded) return { kind: 'load' };
  if (!hasAccessibleRoute) return { kind: 'redirect', to: '/401' };
  return { kind: 'allow' };
}

/** The `redirect` query of the login page, if it names a path inside the app. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

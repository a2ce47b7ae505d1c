/**
 * Runs the navigation rules on every navigation: sign-in redirects, the one-time load of the admin,
 * /401 when nothing is within reach. Provides the routes the admin may reach.
 */
import { useMessage } from '../lib/feedback';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../lib/api/client';
import { errorMessage } from '../lib/api/form-errors';
import { AccessibleRoutesContext, filterRoutes, hasPermittedPage } from '../lib/routes';
import { decideNavigation, loadSession, recheckSession, useSession, useSessionEnd } from '../lib/session';
import { PageSpinner } from './page-spinner';
import { loadShell, useRegistry } from './registry';

export function Guard({ children }: { children: ReactNode }) {
  const session = useSession();
  const ended = useSessionEnd();
  const { pathname, search } = useLocation();
  const message = useMessage();
  const registry = useRegistry();
  const accessible = useMemo(
    () => (registry ? filterRoutes(registry, (p) => session.permissions.has(p)) : []),
    [registry, session.permissions],
  );
  const loaded = session.status === 'ready' && registry !== null;
  const decision = decideNavigation({
    path: pathname + search,
    hasToken: Boolean(session.token),
    loaded,
    hasAccessibleRoute: hasPermittedPage(accessible),
    endedInUse: ended?.inUse,
  });
  // A page that passes through (/401) is shown while the admin loads, rather than waiting for it.
  const mustLoad = Boolean(session.token) && !loaded;

  // Loads once; a failed download of the shell is tried again on the next navigation.
  useEffect(() => {
    if (mustLoad)
      Promise.all([loadSession(), loadShell()]).catch((error: unknown) => {
        // A refused session is told by the sign-in page's notice, which says why.
        if (!(error instanceof ApiError && error.status === 401)) void message.error(errorMessage(error));
      });
  }, [mustLoad, pathname, message]);

  // Each navigation may ask the server again whether the session still stands (at most every few seconds).
  useEffect(() => void recheckSession(), [pathname]);

  // Keyed by the address: a redirect decided again after another navigation overtook the last one (a
  // 401 arriving as the admin opens another page) navigates again, rather than keeping the first, spent one.
  if (decision.kind === 'redirect') return <Navigate key={pathname + search} to={decision.to} replace />;
  if (decision.kind === 'load') return <PageSpinner />;
  return <AccessibleRoutesContext.Provider value={accessible}>{children}</AccessibleRoutesContext.Provider>;
}

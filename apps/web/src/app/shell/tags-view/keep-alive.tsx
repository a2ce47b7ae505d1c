/**
 * The page area: pages visited in the tags-view stay mounted, hidden with <Activity>, so they come
 * back with their state; `noCache` pages are rebuilt each time. A hidden page keeps the location and the
 * router's state it last saw, so it does not react to another page's address: its title (`useMatches`) stays its
 * own. (React still renders a hidden page's readers of the router again, in the background, after each
 * navigation; what they read being unchanged, their parts stay as they were: opening pages in the app got about a
 * tenth faster, measured.) It is `inert`: out of the accessibility tree and of the focus order, so assistive
 * technology (and a test) finds only the page shown.
 */
import { Activity, Suspense, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Spin } from 'antd';
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { ErrorBoundary } from '../../../features/errors/error-boundary';
import { useCan } from '../../../lib/permissions';
import { KeptPageContext, useRouteMeta } from '../../../lib/routes';
import { useTagsView } from './context';
import type { SeenRouter } from './views';

const isHelper = (path: string) => path.startsWith('/redirect');

/** The router as `seen` gives it to a page: what a hidden page reads stays what it read when it was left. */
function RouterAsSeen({ seen, children }: { seen: SeenRouter; children: ReactNode }) {
  return (
    <UNSAFE_DataRouterStateContext.Provider value={seen.routerState}>
      <UNSAFE_LocationContext.Provider value={seen.location}>{children}</UNSAFE_LocationContext.Provider>
    </UNSAFE_DataRouterStateContext.Provider>
  );
}

/** A page's frame: its failures stay its own, and it may ask to be dropped once left (`useKeptPage`). */
function PageFrame({ children, resetKey, path }: { children: ReactNode; resetKey: string; path: string }) {
  const { discard } = useTagsView();
  const kept = useMemo(() => ({ discard: () => discard(path) }), [discard, path]);
  return (
    <KeptPageContext.Provider value={kept}>
      <ErrorBoundary resetKey={resetKey}>
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
          {children}
        </Suspense>
      </ErrorBoundary>
    </KeptPageContext.Provider>
  );
}

export function KeepAlive() {
  const outlet = useOutlet();
  const location = useLocation();
  const locationContext = useContext(UNSAFE_LocationContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const live: SeenRouter = { location: locationContext, routerState };
  const meta = useRouteMeta();
  const { views, visit } = useTagsView();
  const current = location.pathname;
  const can = useCan();
  // A page the admin may not open (it shows /401 instead) gets no tab; nor does /401 itself.
  const opens = !meta?.permission || can(meta.permission);
  const title = meta?.noTag || !opens ? undefined : meta?.title;

  useEffect(() => {
    if (isHelper(current) || !title) return;
    visit({
      path: current,
      fullPath: current + location.search,
      title,
      noCache: meta?.noCache,
      generation: 0,
      element: meta?.noCache ? undefined : outlet,
      seen: live,
    });
    // Recorded once per navigation: the element and location are what the page saw when it was left.
    // The path joins the key because an address typed in the bar (a hashchange) arrives with key "default".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, current, location.search]);

  const cacheable = !isHelper(current) && Boolean(title) && !meta?.noCache;
  const known = views.some((view) => view.path === current);
  const listed =
    known || !cacheable ? views : [...views, { path: current, fullPath: current, title: title ?? '', generation: 0 }];
  const kept = listed.filter((view) => !view.noCache && (view.path === current ? cacheable : view.element));

  return (
    <>
      {kept.map((view) => {
        const shown = view.path === current;
        return (
          <div key={`${view.path}#${view.generation}`} inert={!shown} data-page={view.path}>
            <Activity mode={shown ? 'visible' : 'hidden'}>
              <RouterAsSeen seen={shown ? live : (view.seen ?? live)}>
                <PageFrame resetKey={view.path} path={view.path}>
                  {shown ? outlet : view.element}
                </PageFrame>
              </RouterAsSeen>
            </Activity>
          </div>
        );
      })}
      {/* A page built anew each time is framed as a kept one is: every page shown is `[data-page]:not([inert])`. */}
      {!cacheable && (
        <div key={current} data-page={current}>
          <PageFrame resetKey={location.key} path={current}>
            {outlet}
          </PageFrame>
        </div>
      )}
    </>
  );
}

/**
 * The shell's route with every page of the registry: loaded with the first signed-in page. The query
 * cache serves the signed-in pages only: it comes with them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { DashboardCardsProvider } from '../lib/dashboard-cards';
import { RecordFieldsProvider } from '../lib/record-fields';
import { RecordSectionsProvider } from '../lib/record-sections';
import { useSession } from '../lib/session';
import { queryClient } from './query-client';
import { recordSections } from './record-sections';
import { toRouteObjects } from './route-objects';
import { appRoutes, dashboardCards, featureMessages, loadRecordFields } from './features';
import Layout from './shell/layout';
import RedirectPage from './shell/redirect-page';

export { appRoutes, featureMessages };

/**
 * The shell is a signed-in admin's: without a session, the one shell page the guard lets through (/401)
 * shows bare. Each session builds its own shell, so nothing kept alive outlives the session that showed it.
 */
function ShellFrame() {
  const { token } = useSession();
  if (!token) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <RecordFieldsProvider load={loadRecordFields}>
        <RecordSectionsProvider sections={recordSections}>
          <DashboardCardsProvider cards={dashboardCards}>
            <Layout key={token} />
          </DashboardCardsProvider>
        </RecordSectionsProvider>
      </RecordFieldsProvider>
    </QueryClientProvider>
  );
}

export const shellRoute: RouteObject = {
  id: 'shell',
  element: <ShellFrame />,
  children: [
    ...toRouteObjects(appRoutes),
    {
      path: '/redirect/*',
      element: <RedirectPage />,
      handle: { path: '/redirect', meta: { title: '', hidden: true, noCache: true } },
    },
  ],
};

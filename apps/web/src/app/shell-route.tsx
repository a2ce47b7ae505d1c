/**
 * The shell's route with every page of the registry: loaded with the first signed-in page. The query
 * cache serves the signed-in pages only: it comes with them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RecordFieldsProvider } from '../lib/record-fields';
import { queryClient } from './query-client';
import { toRouteObjects } from './route-objects';
import { appRoutes } from './routes';
import Layout from './shell/layout';
import RedirectPage from './shell/redirect-page';

export { appRoutes };

const loadRecordFields = () => import('./record-fields').then((module) => module.recordFields);

export const shellRoute: RouteObject = {
  id: 'shell',
  element: (
    <QueryClientProvider client={queryClient}>
      <RecordFieldsProvider load={loadRecordFields}>
        <Layout />
      </RecordFieldsProvider>
    </QueryClientProvider>
  ),
  children: [
    ...toRouteObjects(appRoutes),
    {
      path: '/redirect/*',
      element: <RedirectPage />,
      handle: { path: '/redirect', meta: { title: '', hidden: true, noCache: true } },
    },
  ],
};

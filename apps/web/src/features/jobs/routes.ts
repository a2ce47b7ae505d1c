import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { JOBS_PATH, jobPermissions } from './constants';

/** Child of the '/permissions' group. */
export const jobRoutes: AppRoute[] = crudRoutes({
  ns: 'jobs',
  base: 'jobs',
  listPath: JOBS_PATH,
  permissions: jobPermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')) },
});

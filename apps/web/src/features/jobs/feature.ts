import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { JOBS_PATH, jobPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.jobsResource })));

/** Background jobs: a child of the `/permissions` group. */
export const jobs = feature({
  messages: { jobs: () => import('./messages') },
  crud: {
    ns: 'jobs',
    base: 'jobs',
    listPath: JOBS_PATH,
    permissions: jobPermissions,
    unread: 'jobs',
    pages: {
      list: pages.list(),
    },
  },
});

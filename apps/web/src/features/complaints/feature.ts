import { dashboardCard } from '../../lib/dashboard-cards';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { COMPLAINTS_PATH, complaintPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.complaintResource })));
const form = pages.form();

/** Complaints and takedown requests: children of the `/videos` group, under their permissions. */
export const complaints = feature({
  messages: { complaints: () => import('./messages') },
  recordFields: { complaints: () => import('./record-fields').then((m) => m.complaintFields) },
  dashboard: [dashboardCard('complaints-due', 'list-complaints', () => import('./complaints-due'))],
  crud: {
    ns: 'complaints',
    base: 'complaints',
    listPath: COMPLAINTS_PATH,
    permissions: complaintPermissions,
    pages: { list: pages.list(), create: form, edit: form, show: pages.show() },
  },
});

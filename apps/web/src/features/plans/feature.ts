import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { PLANS_PATH, planPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.planResource })));
const form = pages.form();

/** Plans: the `/plans` group's own list and create; a plan's pages (`:id`) last in the group. */
export const plans = feature({
  messages: { plans: () => import('./messages') },
  recordFields: { plans: () => import('./record-fields').then((m) => m.planFields) },
  crud: {
    ns: 'plans',
    base: '',
    listPath: PLANS_PATH,
    permissions: planPermissions,
    editAfterId: true,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { INFORMATIONS_PATH, informationPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.informationResource })));
const form = pages.form();

/** Site texts: children of the `/blocks` group, the list, create and `informations/:id/edit`. */
export const informations = feature({
  messages: { informations: () => import('./messages') },
  recordFields: { informations: () => import('./record-fields').then((m) => m.informationFields) },
  crud: {
    ns: 'informations',
    base: 'informations',
    listPath: INFORMATIONS_PATH,
    permissions: informationPermissions,
    editAfterId: true,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
    },
  },
});

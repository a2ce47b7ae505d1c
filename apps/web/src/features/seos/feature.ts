import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { SEOS_PATH, seoPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.seoResource })));
const form = pages.form();

/** SEO entries: the `/seos` group's pages, list, create, `edit/:id`. */
export const seos = feature({
  messages: { seos: () => import('./messages') },
  recordFields: { seos: () => import('./record-fields').then((m) => m.seoFields) },
  crud: {
    ns: 'seos',
    base: '',
    listPath: SEOS_PATH,
    permissions: seoPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { BANNERS_PATH, bannerPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.bannerResource })));
const form = pages.form();

/** Banners: children of the `/blocks` group, `banners/create`, `banners/:id`, `banners/edit/:id`. */
export const banners = feature({
  messages: { banners: () => import('./messages') },
  recordFields: { banners: () => import('./record-fields').then((m) => m.bannerFields) },
  crud: {
    ns: 'banners',
    base: 'banners',
    listPath: BANNERS_PATH,
    permissions: bannerPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { IP_WHITELISTS_PATH, ipWhitelistPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.ipWhitelistResource })));
const form = pages.form();

/** The IP whitelist: children of the `/users` group (spec: ipwhitelists, ipwhitelists/create, ipwhitelists/edit/{id}). */
export const ipWhitelists = feature({
  messages: { 'ip-whitelists': () => import('./messages') },
  crud: {
    ns: 'ip-whitelists',
    base: 'ipwhitelists',
    listPath: IP_WHITELISTS_PATH,
    permissions: ipWhitelistPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
    },
  },
});

import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { IP_WHITELISTS_PATH, ipWhitelistPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

/** Children of the '/users' group (spec: ipwhitelists, ipwhitelists/create, ipwhitelists/edit/{id}). */
export const ipWhitelistRoutes: AppRoute[] = crudRoutes({
  ns: 'ip-whitelists',
  base: 'ipwhitelists',
  listPath: IP_WHITELISTS_PATH,
  permissions: ipWhitelistPermissions,
  pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
});

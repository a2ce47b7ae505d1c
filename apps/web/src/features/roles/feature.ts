import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { ROLES_PATH, rolePermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.roleResource })));
const form = lazyPage(() => import('./pages/form-page'));

/** Roles: children of the `/permissions` group. */
export const roles = feature({
  messages: { roles: () => import('./messages') },
  recordFields: { roles: () => import('./record-fields').then((m) => m.roleFields) },
  crud: {
    ns: 'roles',
    base: 'roles',
    listPath: ROLES_PATH,
    permissions: rolePermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { POSTS_PATH, postPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.postResource })));
const form = pages.form();

/** Posts: children of the `/videos` group. */
export const posts = feature({
  messages: { posts: () => import('./messages') },
  recordFields: { posts: () => import('./record-fields').then((m) => m.postFields) },
  crud: {
    ns: 'posts',
    base: 'posts',
    listPath: POSTS_PATH,
    permissions: postPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

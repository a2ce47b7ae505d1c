import { TagsOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { TAGS_PATH, tagPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.tagResource })));
const form = pages.form();

/** Tags: a menu entry of their own; the list deletes in bulk. */
export const tags = feature({
  messages: { tags: () => import('./messages') },
  recordFields: { tags: () => import('./record-fields').then((m) => m.tagFields) },
  menu: { path: TAGS_PATH, meta: { title: 'tags:title.group', icon: <TagsOutlined /> } },
  crud: {
    ns: 'tags',
    base: '',
    listPath: TAGS_PATH,
    permissions: tagPermissions,
    pages: { list: pages.list(), create: form, edit: form },
  },
});

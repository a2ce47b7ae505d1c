import { VideoCameraOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { DIRECTORS_PATH, directorPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.directorResource })));
const form = pages.form();

/** Directors: a menu entry of their own; the list deletes in bulk. */
export const directors = feature({
  messages: { directors: () => import('./messages') },
  recordFields: { directors: () => import('./record-fields').then((m) => m.directorFields) },
  menu: { path: DIRECTORS_PATH, meta: { title: 'directors:title.group', icon: <VideoCameraOutlined /> } },
  crud: {
    ns: 'directors',
    base: '',
    listPath: DIRECTORS_PATH,
    permissions: directorPermissions,
    pages: { list: pages.list(), create: form, edit: form, show: pages.show() },
  },
});

import { VideoCameraOutlined } from '@ant-design/icons';
import { resourceFeature } from '../../lib/resource-feature';

/** Directors: a menu entry of their own; the list deletes in bulk. */
export const directors = resourceFeature({
  ns: 'directors',
  path: '/directors',
  manifest: () => import('@backlot/contract/directors').then((m) => m.directorManifest),
  messages: () => import('./messages'),
  menu: { path: '/directors', meta: { title: 'directors:title.group', icon: <VideoCameraOutlined /> } },
  /** Staff look for the director they just added: newest first (the API's own order is by name). */
  declaration: { defaultSort: '-created_at' },
  pages: { create: true, edit: true, show: true },
});

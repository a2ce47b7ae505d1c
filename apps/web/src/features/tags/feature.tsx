import { TagsOutlined } from '@ant-design/icons';
import { resourceFeature } from '../../lib/resource-feature';

/** Tags: a menu entry of their own; the list deletes in bulk. */
export const tags = resourceFeature({
  ns: 'tags',
  path: '/tags',
  manifest: () => import('@backlot/contract/tags').then((m) => m.tagManifest),
  messages: () => import('./messages'),
  menu: { path: '/tags', meta: { title: 'tags:title.group', icon: <TagsOutlined /> } },
  declaration: { presentation: { sort: { help: 'help.sort' } } },
  pages: { create: true, edit: true, import: true },
});

import { TagsOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { TAGS_PATH, tagPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

export const routes: AppRoute[] = [
  {
    path: TAGS_PATH,
    meta: { title: 'tags:title.group', icon: <TagsOutlined /> },
    children: crudRoutes({
      ns: 'tags',
      base: '',
      listPath: TAGS_PATH,
      permissions: tagPermissions,
      pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
    }),
  },
];

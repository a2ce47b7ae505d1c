import { TagsOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { tagResource } from './resource';

const form = lazyPage(() => import('./pages/form-page'));

export const routes: AppRoute[] = [
  {
    path: tagResource.path,
    meta: { title: 'tags:title.list', icon: <TagsOutlined /> },
    children: crudRoutes({
      ns: 'tags',
      base: '',
      listPath: tagResource.path,
      permissions: tagResource.permissions,
      pages: { list: lazyPage(() => import('./pages/list-page')), create: form, edit: form },
    }),
  },
];

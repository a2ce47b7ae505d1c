import { VideoCameraOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { directorResource } from './resource';

const form = lazyPage(() => import('./pages/form-page'));

export const routes: AppRoute[] = [
  {
    path: directorResource.path,
    meta: { title: 'directors:title.list', icon: <VideoCameraOutlined /> },
    children: crudRoutes({
      ns: 'directors',
      base: '',
      listPath: directorResource.path,
      permissions: directorResource.permissions,
      pages: {
        list: lazyPage(() => import('./pages/list-page')),
        create: form,
        edit: form,
        show: lazyPage(() => import('./pages/show-page')),
      },
    }),
  },
];

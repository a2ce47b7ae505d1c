import { VideoCameraOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import { DIRECTORS_PATH, directorPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));

export const routes: AppRoute[] = [
  {
    path: DIRECTORS_PATH,
    meta: { title: 'directors:title.group', icon: <VideoCameraOutlined /> },
    children: crudRoutes({
      ns: 'directors',
      base: '',
      listPath: DIRECTORS_PATH,
      permissions: directorPermissions,
      pages: {
        list: lazyPage(() => import('./pages/list-page')),
        create: form,
        edit: form,
        show: lazyPage(() => import('./pages/show-page')),
      },
    }),
  },
];

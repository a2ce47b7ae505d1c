import { CommentOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { COMMENTS_PATH, commentPermissions, reportPermissions } from './constants';

/** The comments group: the moderation queue and the reports. */
export const commentRoutes: AppRoute[] = [
  {
    path: COMMENTS_PATH,
    meta: { title: 'comments:title.group', icon: <CommentOutlined />, alwaysShow: true },
    children: [
      {
        path: '',
        component: lazyPage(() => import('./pages/list-page')),
        meta: { title: 'comments:title.list', permission: commentPermissions.list },
      },
      {
        path: 'reports',
        component: lazyPage(() => import('./pages/reports-page')),
        meta: { title: 'comments:title.reports', permission: reportPermissions.list },
      },
    ],
  },
];

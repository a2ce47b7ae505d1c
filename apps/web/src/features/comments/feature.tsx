import { CommentOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { defaultPages } from '../../lib/resource/default-pages';
import { COMMENTS_PATH, commentPermissions, reportPermissions } from './constants';

const reportPages = defaultPages(() => import('./report-resource').then((m) => ({ resource: m.reportResource })));

/** The comments group: the moderation queue and the reports. */
export const comments = feature({
  messages: { comments: () => import('./messages') },
  recordFields: { comments: () => import('./record-fields').then((m) => m.commentFields) },
  menu: { path: COMMENTS_PATH, meta: { title: 'comments:title.group', icon: <CommentOutlined />, alwaysShow: true } },
  routes: [
    {
      path: '',
      component: lazyPage(() => import('./pages/list-page')),
      meta: { title: 'comments:title.list', permission: commentPermissions.list },
    },
    {
      path: 'reports',
      component: reportPages.list(),
      meta: { title: 'comments:title.reports', permission: reportPermissions.list, unread: 'comment_reports' },
    },
  ],
});

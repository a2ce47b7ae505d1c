/** What the comments' routes and resources share: the paths, the permissions, the states. */
import { COMMENT_REPORT_STATUSES, COMMENT_STATUSES, type PermissionName, REPORT_STATUSES } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const COMMENTS_PATH = '/comments';
export const REPORTS_PATH = '/comments/reports';

/** Comments arrive from the member sites: moderated and deleted here, never written. */
export const commentPermissions: Permissions = {
  list: 'list-comments' satisfies PermissionName,
  delete: 'delete-comments' satisfies PermissionName,
  export: 'export-comments' satisfies PermissionName,
};
export const reportPermissions: Permissions = { list: 'list-comment-reports' satisfies PermissionName };

export const commentStatuses = optionsOf(COMMENT_STATUSES, 'status', { enabled: 'green', disabled: 'default' });
export const commentReportStatuses = optionsOf(COMMENT_REPORT_STATUSES, 'reportStatus', {
  reported: 'red',
  rejected: 'default',
  upheld: 'orange',
});
export const reportStatuses = optionsOf(REPORT_STATUSES, 'report', {
  open: 'red',
  rejected: 'default',
  upheld: 'orange',
});

import { commentReportFilters } from '@backlot/contract';
import { commonFields, contractFilters, defineResource } from '../../lib/resource';
import { reportsApi, type CommentReport } from './api';
import { REPORTS_PATH, commentStatuses, reportPermissions, reportStatuses } from './constants';
import { MemberCell } from './components/member-cell';

/** Members' reports with the comment each is about; moderating happens on the comments' queue. */
export const reportResource = defineResource<CommentReport>({
  ns: 'comments',
  path: REPORTS_PATH,
  api: reportsApi,
  permissions: reportPermissions,
  defaultSort: '-created_at',
  titleOf: (report) => report.reason,
  filters: contractFilters(commentReportFilters, {
    status: { label: 'fields.reportOutcome', options: reportStatuses },
    comment_id: { label: 'fields.commentId', input: undefined },
    created: { label: 'fields.reportedAt' },
  }),
  fields: [
    commonFields.id,
    { name: 'reason', label: 'fields.reason', width: 220 },
    {
      name: 'reporterUsername',
      label: 'fields.reporter',
      render: (report) => <MemberCell id={report.reporterId} username={report.reporterUsername} />,
    },
    { name: 'status', label: 'fields.reportOutcome', valueType: 'select', options: reportStatuses },
    { name: 'comment', label: 'fields.comment', width: 280 },
    {
      name: 'commentMemberUsername',
      label: 'fields.member',
      render: (report) => <MemberCell id={report.commentMemberId} username={report.commentMemberUsername} />,
    },
    { name: 'commentStatus', label: 'fields.commentStatus', valueType: 'select', options: commentStatuses },
    { name: 'commentVideoTitle', label: 'fields.video', hiddenByDefault: true },
    { ...commonFields.createdAt, label: 'fields.reportedAt' },
  ],
});

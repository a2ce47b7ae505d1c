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
    // What was reported, and why, first: the rest scrolls on a phone.
    { ...commonFields.id, hiddenByDefault: true },
    { name: 'reason', label: 'fields.reason', width: 160 },
    { name: 'comment', label: 'fields.comment', width: 240 },
    { name: 'status', label: 'fields.reportOutcome', valueType: 'select', options: reportStatuses },
    {
      name: 'reporterUsername',
      label: 'fields.reporter',
      render: (report) => <MemberCell id={report.reporterId} username={report.reporterUsername} />,
    },
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

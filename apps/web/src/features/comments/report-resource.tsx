import { commentReportFilters, commentReportManifest } from '@backlot/contract';
import { contractFilters, defineResource } from '../../lib/resource';
import { reportsApi, type CommentReport } from './api';
import { REPORTS_PATH, commentStatuses, reportPermissions, reportStatuses } from './constants';
import { MemberCell } from './components/member-cell';

/** Members' reports with the comment each is about; moderating happens on the comments' queue. */
export const reportResource = defineResource<CommentReport>({
  ns: 'comments',
  path: REPORTS_PATH,
  api: reportsApi,
  permissions: reportPermissions,
  manifest: commentReportManifest,
  // What was reported, and why, first: the rest scrolls on a phone.
  leading: ['id', 'reason', 'comment', 'status', 'reporterUsername', 'commentMemberUsername', 'commentStatus'],
  filters: contractFilters(commentReportFilters, {
    status: { label: 'fields.reportOutcome', options: reportStatuses },
    comment_id: { label: 'fields.commentId', input: undefined },
    created: { label: 'fields.reportedAt' },
  }),
  presentation: {
    id: { hiddenByDefault: true },
    commentId: false,
    reporterId: false,
    reporterUsername: {
      label: 'fields.reporter',
      render: (report) => <MemberCell id={report.reporterId} username={report.reporterUsername} />,
    },
    reason: { width: 160 },
    status: { label: 'fields.reportOutcome', options: reportStatuses },
    createdAt: { label: 'fields.reportedAt' },
    comment: { width: 240 },
    commentStatus: { options: commentStatuses },
    commentMemberId: false,
    commentMemberUsername: {
      label: 'fields.member',
      render: (report) => <MemberCell id={report.commentMemberId} username={report.commentMemberUsername} />,
    },
    commentVideoId: false,
    commentVideoTitle: { label: 'fields.video', hiddenByDefault: true },
  },
});

import { CheckCircleOutlined, CloseCircleOutlined, StopOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { commentBan, commentFilters } from '@backlot/contract';
import { type ActionSpec, commonFields, contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { commentsApi, type Comment } from './api';
import { COMMENTS_PATH, commentPermissions, commentReportStatuses, commentStatuses } from './constants';
import { MemberCell } from './components/member-cell';

/** What a moderator does, each with a key on the queue's focused row. */
export const commentActions: ActionSpec<Comment>[] = [
  {
    name: 'enable',
    permission: 'enable-comments',
    label: 'actions.enable',
    icon: <CheckCircleOutlined />,
    shortcut: 'e',
    visible: (comment) => comment.status === 'disabled',
    success: 'actions.enabled',
  },
  {
    name: 'disable',
    permission: 'disable-comments',
    label: 'actions.disable',
    icon: <EyeInvisibleOutlined />,
    shortcut: 'd',
    visible: (comment) => comment.status === 'enabled',
    success: 'actions.disabled',
  },
  {
    name: 'reject-report',
    permission: 'reject-report-comments',
    label: 'actions.rejectReport',
    icon: <CloseCircleOutlined />,
    shortcut: 'r',
    visible: (comment) => comment.reportStatus === 'reported',
    success: 'actions.reportRejected',
  },
  {
    name: 'ban',
    permission: 'ban-comments',
    label: 'actions.ban',
    icon: <StopOutlined />,
    shortcut: 'b',
    danger: true,
    visible: (comment) => !comment.memberBanned || comment.status === 'enabled',
    success: 'actions.banned',
    form: {
      title: 'actions.banTitle',
      fields: [{ name: 'reason', label: 'fields.banReason', valueType: 'textarea', help: 'actions.banHelp' }],
      schema: commentBan,
    },
  },
];

const videoName = (video: { serialNumber?: string; title?: string }) =>
  [video.serialNumber, video.title].filter(Boolean).join(' · ');

export const commentResource = defineResource<Comment>({
  ns: 'comments',
  path: COMMENTS_PATH,
  api: commentsApi,
  permissions: commentPermissions,
  // The moderation queue: most open reports first, then the newest.
  defaultSort: '-reports_count',
  titleOf: (comment) => (comment.comment.length > 40 ? `${comment.comment.slice(0, 40)}…` : comment.comment),
  actions: commentActions,
  filters: contractFilters(commentFilters, {
    status: { label: 'fields.status', options: commentStatuses },
    reported: { label: 'fields.reported' },
    video_id: pickedBy<{ id: number; serialNumber: string; title: string }>('fields.video', 'videos', videoName),
    member_id: pickedBy<{ id: number; username: string }>('fields.member', 'users', (member) => member.username),
    created: { label: 'fields.written' },
  }),
  fields: [
    // Moderators read the text, not the number: more room for it on a phone.
    { ...commonFields.id, hiddenByDefault: true },
    { name: 'comment', label: 'fields.comment', width: 280 },
    { name: 'reportsCount', label: 'fields.reportsCount', sortable: 'reports_count' },
    {
      name: 'memberUsername',
      label: 'fields.member',
      render: (comment) => (
        <MemberCell id={comment.memberId} username={comment.memberUsername} banned={comment.memberBanned} />
      ),
    },
    { name: 'status', label: 'fields.status', valueType: 'select', options: commentStatuses },
    { name: 'reportStatus', label: 'fields.reportStatus', valueType: 'select', options: commentReportStatuses },
    {
      name: 'videoTitle',
      label: 'fields.video',
      width: 200,
      render: (comment) =>
        videoName({ serialNumber: comment.videoSerialNumber ?? '', title: comment.videoTitle ?? '' }) || '—',
    },
    { name: 'likesCount', label: 'fields.likes', sortable: 'likes_count', hiddenByDefault: true },
    { ...commonFields.createdAt, label: 'fields.written' },
  ],
});

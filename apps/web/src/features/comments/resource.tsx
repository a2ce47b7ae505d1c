import { CheckCircleOutlined, CloseCircleOutlined, StopOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { commentFilters, commentManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, transition } from '../../lib/resource';
import { commentsApi, type Comment } from './api';
import { COMMENTS_PATH, commentPermissions, commentReportStatuses, commentStatuses } from './constants';
import { MemberCell } from './components/member-cell';

/** What a moderator does, each with a key on the queue's focused row. */
export const commentActions = [
  transition<Comment>(commentManifest, 'enable', {
    label: 'actions.enable',
    icon: <CheckCircleOutlined />,
    shortcut: 'e',
    success: 'actions.enabled',
  }),
  transition<Comment>(commentManifest, 'disable', {
    label: 'actions.disable',
    icon: <EyeInvisibleOutlined />,
    shortcut: 'd',
    success: 'actions.disabled',
  }),
  transition<Comment>(commentManifest, 'reject-report', {
    label: 'actions.rejectReport',
    icon: <CloseCircleOutlined />,
    shortcut: 'r',
    success: 'actions.reportRejected',
  }),
  transition<Comment>(commentManifest, 'ban', {
    label: 'actions.ban',
    icon: <StopOutlined />,
    shortcut: 'b',
    danger: true,
    // Offered while it changes something: the author still may comment, or the comment is still shown.
    when: (comment) => !comment.memberBanned || comment.status === 'enabled',
    success: 'actions.banned',
    form: {
      title: 'actions.banTitle',
      fields: [{ name: 'reason', label: 'fields.banReason', valueType: 'textarea', help: 'actions.banHelp' }],
    },
  }),
];

const videoName = (video: { serialNumber?: string; title?: string }) =>
  [video.serialNumber, video.title].filter(Boolean).join(' · ');

export const commentResource = defineResource<Comment>({
  ns: 'comments',
  path: COMMENTS_PATH,
  api: commentsApi,
  permissions: commentPermissions,
  manifest: commentManifest,
  // Moderators read the text, not the number (hidden): more room for it on a phone.
  leading: ['id', 'comment', 'reportsCount', 'memberUsername', 'status', 'reportStatus', 'videoTitle'],
  titleOf: (comment) => (comment.comment.length > 40 ? `${comment.comment.slice(0, 40)}…` : comment.comment),
  actions: commentActions,
  filters: contractFilters(commentFilters, {
    status: { label: 'fields.status', options: commentStatuses },
    reported: { label: 'fields.reported' },
    video_id: pickedBy<{ id: number; serialNumber: string; title: string }>('fields.video', 'videos', videoName),
    member_id: pickedBy<{ id: number; username: string }>('fields.member', 'users', (member) => member.username),
    created: { label: 'fields.written' },
  }),
  presentation: {
    id: { hiddenByDefault: true },
    siteId: false,
    memberId: false,
    memberUsername: {
      label: 'fields.member',
      render: (comment) => (
        <MemberCell id={comment.memberId} username={comment.memberUsername} banned={comment.memberBanned} />
      ),
    },
    memberBanned: false,
    videoId: false,
    videoTitle: {
      label: 'fields.video',
      width: 200,
      render: (comment) =>
        videoName({ serialNumber: comment.videoSerialNumber ?? '', title: comment.videoTitle ?? '' }) || '—',
    },
    videoSerialNumber: false,
    comment: { width: 280 },
    likesCount: { label: 'fields.likes', hiddenByDefault: true },
    status: { options: commentStatuses },
    reportStatus: { options: commentReportStatuses },
    createdAt: { label: 'fields.written' },
    updatedAt: false,
  },
});

import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  KeyOutlined,
  MailOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { DEFAULT_LANGUAGE, memberFilters, memberManifest, type PermissionName, sendMailQuery } from '@backlot/contract';
import { type ActionSpec, contractFilters, defineResource, type Field, pickedBy, transition } from '../../lib/resource';
import { membersApi, type Member } from './api';
import { CommentBan } from './components/comment-ban';
import { MEMBERS_PATH, mailLanguages, memberDevices, memberPermissions, memberStatuses } from './constants';

const ATTRIBUTION = 'sections.attribution';

/** What the site reports of the visit (read-only): shown on the show page's attribution card. */
const attribution = (field: Partial<Field<Member>> = {}): Partial<Field<Member>> => ({
  hideInTable: true,
  ...field,
  section: ATTRIBUTION,
});

const memberActions: ActionSpec<Member>[] = [
  transition<Member>(memberManifest, 'enable', {
    label: 'actions.enable',
    icon: <CheckCircleOutlined />,
    confirm: 'actions.confirmEnable',
    success: 'actions.enabled',
  }),
  transition<Member>(memberManifest, 'disable', {
    label: 'actions.disable',
    icon: <StopOutlined />,
    danger: true,
    confirm: 'actions.confirmDisable',
    success: 'actions.disabled',
  }),
  mailAction('send-email-verification', 'sendVerification', <MailOutlined />),
  mailAction('send-reset-password', 'sendReset', <KeyOutlined />),
  {
    name: 'lift-comment-ban',
    permission: 'ban-comments',
    label: 'actions.liftCommentBan',
    icon: <UnlockOutlined />,
    visible: (member) => Boolean(member.commentBannedAt),
    confirm: 'actions.confirmLiftCommentBan',
    success: 'actions.commentBanLifted',
  },
  {
    // The zip (member.json, a CSV per kind of row, their files); the JSON alone stays for API clients.
    name: 'privacy-export.zip',
    permission: 'export-users',
    label: 'actions.export',
    icon: <DownloadOutlined />,
    call: 'download',
    success: 'actions.exported',
  },
  {
    name: 'erase',
    permission: 'erase-users',
    label: 'actions.erase',
    icon: <DeleteOutlined />,
    danger: true,
    visible: (member) => !member.erasedAt,
    confirm: 'actions.confirmErase',
    success: 'actions.erased',
  },
];

/** An e-mail to the member (a GET, as the spec names it), in the language staff pick; it lands in the outbox. */
function mailAction(name: string, key: string, icon: ActionSpec<Member>['icon']): ActionSpec<Member> {
  return {
    name,
    permission: 'notify-users' satisfies PermissionName,
    label: `actions.${key}`,
    icon,
    call: 'get',
    visible: (member) => !member.erasedAt,
    success: 'actions.mailWritten',
    form: {
      title: `actions.${key}Title`,
      fields: [
        {
          name: 'language',
          label: 'fields.mailLanguage',
          valueType: 'select',
          options: mailLanguages,
          defaultValue: DEFAULT_LANGUAGE,
        },
      ],
      schema: sendMailQuery,
    },
  };
}

const fullName = (member: Member) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—';

export const memberResource = defineResource<Member>({
  ns: 'users',
  path: MEMBERS_PATH,
  api: membersApi,
  permissions: memberPermissions,
  manifest: memberManifest,
  formSections: [
    { name: 'account', fields: ['username', 'email', 'phone'] },
    { name: 'person', fields: ['firstName', 'lastName', 'birthdate'] },
    { name: 'pictures', fields: ['avatar', 'banner'] },
  ],
  // What staff decide by comes first, so it is seen at 1366 px without scrolling; the avatar only on request.
  leading: ['id', 'avatar', 'username', 'email', 'status', 'plan', 'lastLoginAt'],
  readings: [{ name: 'name', label: 'fields.name', after: 'email', hideInDetail: true, render: fullName }],
  hasShow: true,
  actions: memberActions,
  // A campaign is named by its id: the channel page's campaigns link to their members with it.
  filters: contractFilters(memberFilters, {
    status: { label: 'fields.status', options: memberStatuses },
    channel_id: pickedBy<{ id: number; utmSource: string }>('fields.channel', 'channels', (c) => c.utmSource),
    campaign_id: { label: 'fields.campaignId', input: undefined },
    created: { label: 'fields.signedUp' },
    country: { label: 'fields.country' },
    device: { label: 'fields.device', options: memberDevices },
  }),
  presentation: {
    email: { width: 240 },
    firstName: { hideInTable: true },
    lastName: { hideInTable: true },
    birthdate: { hideInTable: true },
    phone: { hiddenByDefault: true },
    avatarId: false,
    avatar: { valueType: 'image', writes: 'avatarId', width: 80, hiddenByDefault: true },
    bannerId: false,
    banner: { valueType: 'image', writes: 'bannerId', hideInTable: true },
    status: { options: memberStatuses },
    planId: false,
    subscriptionStatus: false,
    startDate: { hiddenByDefault: true },
    siteId: false,
    siteName: { label: 'fields.site', hiddenByDefault: true },
    emailVerifiedAt: { hiddenByDefault: true },
    erasedAt: { hideInTable: true },
    commentBannedAt: {
      label: 'fields.commenting',
      hideInTable: true,
      render: (member) => <CommentBan member={member} />,
    },
    commentBannedBy: false,
    commentBanReason: false,
    createdAt: { label: 'fields.signedUp' },
    channelId: false,
    channelName: attribution({
      label: 'fields.channel',
      hideInTable: false,
      render: (member, t) =>
        member.channelName ? (
          <Space size={4} wrap>
            {member.channelName}
            {member.channelType && <Tag>{t(`channelType.${member.channelType}`)}</Tag>}
          </Space>
        ) : (
          '—'
        ),
    }),
    channelType: false,
    campaignId: false,
    campaignName: attribution({ label: 'fields.campaign', hiddenByDefault: true, hideInTable: false }),
    utmSource: attribution(),
    utmMedium: attribution(),
    utmCampaign: attribution(),
    utmTerm: attribution(),
    utmContent: attribution(),
    utmId: attribution(),
    device: attribution({ hideInTable: false }),
    country: attribution({ hideInTable: false, width: 90 }),
    landingPage: attribution(),
    referrer: attribution(),
    firstVisitAt: attribution(),
    visitorId: attribution(),
  },
});

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
import {
  DEFAULT_LANGUAGE,
  memberFilters,
  memberProfile,
  memberUpdate,
  type PermissionName,
  sendMailQuery,
} from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  contractFilters,
  defineResource,
  type Field,
  type FormSchemas,
  pickedBy,
} from '../../lib/resource';
import { membersApi, type Member } from './api';
import { CommentBan } from './components/comment-ban';
import { MEMBERS_PATH, mailLanguages, memberDevices, memberPermissions, memberStatuses } from './constants';

const ATTRIBUTION = 'sections.attribution';

/** Read-only (the site reports it): out of the form, and shown on the show page's attribution card. */
const attribution = (field: Field<Member>): Field<Member> => ({
  hideInTable: true,
  ...field,
  hideInForm: true,
  section: ATTRIBUTION,
});
/** Read-only facts of the member's account: not in the form. */
const fact = (field: Field<Member>): Field<Member> => ({ ...field, hideInForm: true });

const memberActions: ActionSpec<Member>[] = [
  {
    name: 'enable',
    permission: 'enable-users',
    label: 'actions.enable',
    icon: <CheckCircleOutlined />,
    visible: (member) => member.status === 'disabled',
    confirm: 'actions.confirmEnable',
    success: 'actions.enabled',
  },
  {
    name: 'disable',
    permission: 'disable-users',
    label: 'actions.disable',
    icon: <StopOutlined />,
    danger: true,
    visible: (member) => member.status === 'active',
    confirm: 'actions.confirmDisable',
    success: 'actions.disabled',
  },
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
    name: 'privacy-export',
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
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (member) => member.username,
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
  fields: [
    commonFields.id,
    { name: 'avatar', label: 'fields.avatar', valueType: 'image', writes: 'avatarId', width: 80 },
    { name: 'username', label: 'fields.username', sortable: true },
    { name: 'email', label: 'fields.email', sortable: true, width: 240 },
    { name: 'name', label: 'fields.name', hideInForm: true, hideInDetail: true, render: fullName },
    { name: 'firstName', label: 'fields.firstName', hideInTable: true },
    { name: 'lastName', label: 'fields.lastName', hideInTable: true },
    { name: 'birthdate', label: 'fields.birthdate', valueType: 'date', hideInTable: true },
    { name: 'phone', label: 'fields.phone', hiddenByDefault: true },
    { name: 'banner', label: 'fields.banner', valueType: 'image', writes: 'bannerId', hideInTable: true },
    fact({ name: 'status', label: 'fields.status', valueType: 'select', options: memberStatuses }),
    fact({ name: 'coin', label: 'fields.coin', valueType: 'number' }),
    fact({ name: 'plan', label: 'fields.plan' }),
    fact({ name: 'startDate', label: 'fields.startDate', valueType: 'date', hiddenByDefault: true }),
    fact({ name: 'endDate', label: 'fields.endDate', valueType: 'date' }),
    fact({ name: 'siteName', label: 'fields.site', hiddenByDefault: true }),
    fact({ name: 'emailVerifiedAt', label: 'fields.emailVerifiedAt', valueType: 'datetime', hiddenByDefault: true }),
    fact({ name: 'lastLoginAt', label: 'fields.lastLoginAt', valueType: 'datetime', sortable: 'last_login_at' }),
    fact({ name: 'erasedAt', label: 'fields.erasedAt', valueType: 'datetime', hideInTable: true }),
    fact({
      name: 'commentBannedAt',
      label: 'fields.commenting',
      hideInTable: true,
      render: (member) => <CommentBan member={member} />,
    }),
    fact({ ...commonFields.createdAt, label: 'fields.signedUp' }),
    fact(commonFields.updatedAt),
    attribution({
      name: 'channelName',
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
    attribution({ name: 'campaignName', label: 'fields.campaign', hiddenByDefault: true, hideInTable: false }),
    attribution({ name: 'utmSource', label: 'fields.utmSource' }),
    attribution({ name: 'utmMedium', label: 'fields.utmMedium' }),
    attribution({ name: 'utmCampaign', label: 'fields.utmCampaign' }),
    attribution({ name: 'utmTerm', label: 'fields.utmTerm' }),
    attribution({ name: 'utmContent', label: 'fields.utmContent' }),
    attribution({ name: 'utmId', label: 'fields.utmId' }),
    attribution({
      name: 'device',
      label: 'fields.device',
      valueType: 'select',
      options: memberDevices,
      hideInTable: false,
    }),
    attribution({ name: 'country', label: 'fields.country', hideInTable: false, width: 90 }),
    attribution({ name: 'landingPage', label: 'fields.landingPage' }),
    attribution({ name: 'referrer', label: 'fields.referrer' }),
    attribution({ name: 'firstVisitAt', label: 'fields.firstVisitAt', valueType: 'datetime' }),
    attribution({ name: 'visitorId', label: 'fields.visitorId' }),
  ],
});

/**
 * The form's rules. A member is edited (the profile; attribution is the site's and is not edited), never created
 * here: the whole profile stands in for a create body, so the form checks each field as the edit form of a
 * resource with a create does (a username cannot be emptied).
 */
export const memberSchemas: FormSchemas = { create: memberProfile, update: memberUpdate };

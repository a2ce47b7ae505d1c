import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { channelFilters, channelCreate, channelUpdate } from '@backlot/contract';
import { type ActionSpec, commonFields, contractFilters, defineResource, type FormSchemas } from '../../lib/resource';
import { channelsApi, type Channel } from './api';
import { CHANNELS_PATH, channelPermissions, channelStatuses, channelTypes } from './constants';
import { MembersLink } from './components/members-link';

/** active <-> archived: a channel is archived rather than deleted. */
const channelActions: ActionSpec<Channel>[] = [
  {
    name: 'archive',
    permission: 'archive-channels',
    label: 'actions.archive',
    icon: <InboxOutlined />,
    visible: (channel) => channel.status === 'active',
    confirm: 'actions.confirmArchive',
    success: 'actions.archived',
  },
  {
    name: 'recover',
    permission: 'recover-channels',
    label: 'actions.recover',
    icon: <UndoOutlined />,
    visible: (channel) => channel.status === 'archived',
    confirm: 'actions.confirmRecover',
    success: 'actions.recovered',
  },
];

const utm = (name: keyof Channel & string, label: string) => ({
  name,
  label: `fields.${label}`,
  help: 'help.utmDefaults',
  hiddenByDefault: true,
});

export const channelResource = defineResource<Channel>({
  ns: 'channels',
  path: CHANNELS_PATH,
  api: channelsApi,
  permissions: channelPermissions,
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (channel) => channel.utmSource,
  actions: channelActions,
  filters: contractFilters(channelFilters, {
    status: { label: 'fields.status', options: channelStatuses },
    type: { label: 'fields.type', options: channelTypes },
  }),
  fields: [
    commonFields.id,
    { name: 'utmSource', label: 'fields.utmSource', sortable: 'utm_source', help: 'help.utmSource', width: 200 },
    { name: 'type', label: 'fields.type', valueType: 'select', options: channelTypes, sortable: true },
    { name: 'status', label: 'fields.status', valueType: 'select', options: channelStatuses, hideInForm: true },
    {
      name: 'profitSharing',
      label: 'fields.profitSharing',
      help: 'help.profitSharing',
      defaultValue: '0',
      render: (channel) => `${channel.profitSharing}%`,
    },
    { name: 'campaignsCount', label: 'fields.campaignsCount', hideInForm: true },
    { name: 'adminCount', label: 'fields.adminCount', hideInForm: true },
    {
      name: 'members',
      label: 'fields.members',
      hideInForm: true,
      render: (channel) => <MembersLink filter="channel_id" id={channel.id} />,
    },
    { ...utm('utmMedium', 'utmMedium'), hiddenByDefault: false },
    utm('utmCampaign', 'utmCampaign'),
    utm('utmTerm', 'utmTerm'),
    utm('utmContent', 'utmContent'),
    utm('utmId', 'utmId'),
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing a channel. */
export const channelSchemas: FormSchemas = { create: channelCreate, update: channelUpdate };

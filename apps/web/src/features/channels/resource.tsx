import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { channelFilters, channelManifest } from '@backlot/contract';
import { contractFilters, defineResource, type Field, transition } from '../../lib/resource';
import { channelsApi, type Channel } from './api';
import { CHANNELS_PATH, channelPermissions, channelStatuses, channelTypes } from './constants';
import { MembersLink } from './components/members-link';

const utm: Partial<Field<Channel>> = { help: 'help.utmDefaults', hiddenByDefault: true };

export const channelResource = defineResource<Channel>({
  ns: 'channels',
  path: CHANNELS_PATH,
  api: channelsApi,
  permissions: channelPermissions,
  manifest: channelManifest,
  hasShow: true,
  /** active <-> archived: a channel is archived rather than deleted. */
  actions: [
    transition(channelManifest, 'archive', {
      label: 'actions.archive',
      icon: <InboxOutlined />,
      confirm: 'actions.confirmArchive',
      success: 'actions.archived',
    }),
    transition(channelManifest, 'recover', {
      label: 'actions.recover',
      icon: <UndoOutlined />,
      confirm: 'actions.confirmRecover',
      success: 'actions.recovered',
    }),
  ],
  filters: contractFilters(channelFilters, {
    status: { label: 'fields.status', options: channelStatuses },
    type: { label: 'fields.type', options: channelTypes },
  }),
  presentation: {
    utmSource: { help: 'help.utmSource', width: 200 },
    type: { options: channelTypes },
    profitSharing: { help: 'help.profitSharing', render: (channel) => `${channel.profitSharing}%` },
    status: { options: channelStatuses },
    utmMedium: { ...utm, hiddenByDefault: false },
    utmCampaign: utm,
    utmTerm: utm,
    utmContent: utm,
    utmId: utm,
  },
  readings: [
    {
      name: 'members',
      label: 'fields.members',
      after: 'adminCount',
      render: (channel) => <MembersLink filter="channel_id" id={channel.id} />,
    },
  ],
});

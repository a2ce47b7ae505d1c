import { queryOptions } from '@tanstack/react-query';
import type {
  Campaign as CampaignWire,
  Channel as ChannelWire,
  ChannelAdmin as ChannelAdminWire,
} from '@backlot/contract';
import { api } from '../../lib/api/client';
import { nestedApi, resourceApi, type Camelize, type ResourceApi } from '../../lib/resource';

export type Channel = Camelize<ChannelWire>;
export type Campaign = Camelize<CampaignWire>;
export type ChannelAdmin = Camelize<ChannelAdminWire>;

export const channelsApi = resourceApi<Channel>('channels');

/** A channel's campaigns (`/channels/{id}/campaigns`), cached under the channels. */
export const campaignsApi = (channelId: number): ResourceApi<Campaign> =>
  nestedApi<Campaign>(channelsApi, channelId, 'campaigns');

/** The admins assigned to a channel, cached under the channels (a change moves its `adminCount`). */
export const channelAdminsApi = (channelId: number) => ({
  list: queryOptions({
    queryKey: [channelsApi.path, 'admins', channelId],
    queryFn: () => api.get<{ data: ChannelAdmin[] }>(`/channels/${channelId}/admins`),
  }),
  assign: (adminId: number) => api.post<ChannelAdmin>(`/channels/${channelId}/admins`, { adminId }),
  remove: (adminId: number) => api.delete(`/channels/${channelId}/admins/${adminId}`),
});

import { commonFields, defineResource } from '../../lib/resource';
import { campaignsApi, type Campaign } from './api';
import { CHANNELS_PATH, campaignPermissions } from './constants';
import { TrackingLink } from './components/tracking-link';
import { MembersLink } from './components/members-link';

const optionalUtm = (name: keyof Campaign & string) => ({
  name,
  label: `fields.${name}`,
  help: 'help.utmOptional',
  hiddenByDefault: true,
});

/** A channel's campaigns: listed on the channel's page, created and edited under `/channels/{id}/campaigns`. */
export const campaignResource = (channelId: number) =>
  defineResource<Campaign>({
    ns: 'campaigns',
    path: `${CHANNELS_PATH}/${channelId}/campaigns`,
    nested: { listPath: `${CHANNELS_PATH}/${channelId}` },
    api: campaignsApi(channelId),
    permissions: campaignPermissions,
    defaultSort: '-created_at',
    search: false,
    titleOf: (campaign) => campaign.name,
    fields: [
      commonFields.id,
      { name: 'name', label: 'fields.name', sortable: true, width: 180 },
      { name: 'utmCampaign', label: 'fields.utmCampaign', sortable: 'utm_campaign', help: 'help.utmCampaign' },
      optionalUtm('utmTerm'),
      optionalUtm('utmContent'),
      optionalUtm('utmId'),
      { name: 'landingUrl', label: 'fields.landingUrl', help: 'help.landingUrl', hiddenByDefault: true },
      {
        name: 'trackingLink',
        label: 'fields.trackingLink',
        hideInForm: true,
        width: 360,
        render: (campaign) => <TrackingLink link={campaign.trackingLink} />,
      },
      {
        name: 'members',
        label: 'fields.members',
        hideInForm: true,
        render: (campaign) => <MembersLink filter="campaign_id" id={campaign.id} />,
      },
      { name: 'note', label: 'fields.note', valueType: 'textarea', hiddenByDefault: true },
      commonFields.createdAt,
      commonFields.updatedAt,
    ],
  });

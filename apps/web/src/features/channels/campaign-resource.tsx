import { campaignManifest } from '@backlot/contract';
import { defineResource, type Field } from '../../lib/resource';
import { campaignsApi, type Campaign } from './api';
import { CHANNELS_PATH, campaignPermissions } from './constants';
import { TrackingLink } from './components/tracking-link';
import { MembersLink } from './components/members-link';

const optionalUtm: Partial<Field<Campaign>> = { help: 'help.utmOptional', hiddenByDefault: true };

/** A channel's campaigns: listed on the channel's page, created and edited under `/channels/{id}/campaigns`. */
export const campaignResource = (channelId: number) =>
  defineResource<Campaign>({
    ns: 'campaigns',
    path: `${CHANNELS_PATH}/${channelId}/campaigns`,
    nested: { listPath: `${CHANNELS_PATH}/${channelId}` },
    api: campaignsApi(channelId),
    permissions: campaignPermissions,
    manifest: campaignManifest,
    search: false,
    presentation: {
      channelId: false,
      name: { width: 180 },
      utmCampaign: { help: 'help.utmCampaign' },
      utmTerm: optionalUtm,
      utmContent: optionalUtm,
      utmId: optionalUtm,
      landingUrl: { help: 'help.landingUrl', hiddenByDefault: true },
      note: { hiddenByDefault: true },
      trackingLink: { width: 360, render: (campaign) => <TrackingLink link={campaign.trackingLink} /> },
    },
    readings: [
      {
        name: 'members',
        label: 'fields.members',
        after: 'trackingLink',
        render: (campaign) => <MembersLink filter="campaign_id" id={campaign.id} />,
      },
    ],
  });

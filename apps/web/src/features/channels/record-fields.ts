import { campaignManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, valuesOf, type RecordFields } from '../../lib/record-fields';
import { channelStatuses, channelTypes } from './constants';

/** How a channel's fields read in the audit log. */
export const channelFields: RecordFields = {
  ns: 'channels',
  fields: {
    ...labelled('utmSource', 'profitSharing', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'utmId'),
    type: { label: 'fields.type', values: valuesOf(channelTypes) },
    status: { label: 'fields.status', values: valuesOf(channelStatuses) },
  },
};

/** How a campaign's fields read in the audit log. */
export const campaignFields = recordFieldsOf('campaigns', campaignManifest);

import { campaignManifest, channelManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a channel's fields read in the audit log. */
export const channelFields = recordFieldsOf('channels', channelManifest);

/** How a campaign's fields read in the audit log. */
export const campaignFields = recordFieldsOf('campaigns', campaignManifest);

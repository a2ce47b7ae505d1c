import { useMemo } from 'react';
import { ResourceForm, useParentId } from '../../../lib/resource';
import { campaignResource } from '../campaign-resource';

/** Create and edit a channel's campaign (`/channels/:parentId/campaigns/create`, `.../:id/edit`). */
export default function CampaignFormPage() {
  const channelId = useParentId() ?? 0;
  const resource = useMemo(() => campaignResource(channelId), [channelId]);
  return <ResourceForm resource={resource} />;
}

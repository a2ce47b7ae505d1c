import { useMemo } from 'react';
import { ResourceDetail, ResourceList, useAllowed } from '../../../lib/resource';
import { useResourceT } from '../../../lib/resource';
import { campaignResource } from '../campaign-resource';
import { channelResource } from '../resource';
import { RecordSections } from '../../../lib/record-sections';
import { AdminsPanel } from '../components/admins-panel';

/** A channel: its fields and actions, its campaigns, the admins assigned to it, and what other areas add (its figures). */
export default function ChannelShowPage() {
  return <ResourceDetail resource={channelResource}>{(channel) => <ChannelParts id={channel.id} />}</ResourceDetail>;
}

function ChannelParts({ id }: { id: number }) {
  const t = useResourceT('campaigns');
  const allowed = useAllowed();
  const campaigns = useMemo(() => campaignResource(id), [id]);
  return (
    <>
      {allowed(campaigns.permissions.list) && <ResourceList resource={campaigns} title={t('title.list')} />}
      <AdminsPanel channelId={id} />
      <RecordSections resource="channels" id={id} />
    </>
  );
}

import { channelCreate, channelUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { channelResource } from '../resource';

/** Create and edit (`/channels/edit/:id`). */
export default function ChannelFormPage() {
  return <ResourceForm resource={channelResource} schemas={{ create: channelCreate, update: channelUpdate }} />;
}

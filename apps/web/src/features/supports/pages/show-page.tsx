import { ResourceDetail } from '../../../lib/resource';
import { supportResource } from '../resource';
import { Thread } from '../components/thread';

/** A ticket: its facts and actions, then the conversation with the reply box. */
export default function SupportShowPage() {
  return <ResourceDetail resource={supportResource}>{(ticket) => <Thread ticket={ticket} />}</ResourceDetail>;
}

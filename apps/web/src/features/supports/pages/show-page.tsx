import { ResourceDetail } from '../../../lib/resource';
import { supportResource } from '../resource';
import { AttachmentsButton } from '../components/attachments-button';
import { Thread } from '../components/thread';

/** A ticket: its facts and actions (its attachments as one zip), then the conversation with the reply box. */
export default function SupportShowPage() {
  return (
    <ResourceDetail resource={supportResource} extra={(ticket) => <AttachmentsButton ticket={ticket} />}>
      {(ticket) => <Thread ticket={ticket} />}
    </ResourceDetail>
  );
}

import { ResourceList, useResourceT } from '../../../lib/resource';
import { processorActionResource } from '../processor-action-resource';

/** What staff asked of the processors, with where each stands. */
export default function ProcessorActionsPage() {
  const t = useResourceT('orders');
  return <ResourceList resource={processorActionResource} title={t('title.processorActions')} />;
}

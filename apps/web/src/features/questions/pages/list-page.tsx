import { ResourceList } from '../../../lib/resource';
import { questionResource } from '../resource';

export default function QuestionListPage() {
  return <ResourceList resource={questionResource} />;
}

import { ResourceDetail } from '../../../lib/resource';
import { questionResource } from '../resource';

export default function QuestionShowPage() {
  return <ResourceDetail resource={questionResource} />;
}

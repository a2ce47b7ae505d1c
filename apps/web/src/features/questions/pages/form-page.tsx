import { questionCreate, questionUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { questionResource } from '../resource';

/** Create and edit (`/questions/:id/edit`). */
export default function QuestionFormPage() {
  return <ResourceForm resource={questionResource} schemas={{ create: questionCreate, update: questionUpdate }} />;
}

import { blockCreate, blockUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { blockResource } from '../resource';

/** Create and edit (`/blocks/edit/:id`); saving opens the block's page, where its items are picked. */
export default function BlockFormPage() {
  return <ResourceForm resource={blockResource} schemas={{ create: blockCreate, update: blockUpdate }} />;
}

import { blocklistCreate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { blocklistResource } from '../resource';

/** Adds an entry (`/videos/blocklist/create`); entries are never edited. */
export default function BlocklistFormPage() {
  return <ResourceForm resource={blocklistResource} schemas={{ create: blocklistCreate }} />;
}

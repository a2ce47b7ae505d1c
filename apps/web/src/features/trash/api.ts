import type { TrashEntry as TrashEntryWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type TrashEntry = Camelize<TrashEntryWire>;

const calls = resourceApi<TrashEntry>('trash');

/** The trash's calls; its list is read afresh on every visit (a delete elsewhere adds to it). */
export const trashApi = {
  ...calls,
  list: (query: Parameters<typeof calls.list>[0]) => ({ ...calls.list(query), staleTime: 0 }),
};

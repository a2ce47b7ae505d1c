import type { BlocklistEntry as BlocklistEntryWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type BlocklistEntry = Camelize<BlocklistEntryWire>;

export const blocklistApi = resourceApi<BlocklistEntry>('files/blocklist');

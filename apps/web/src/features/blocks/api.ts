import type { Block as BlockWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Block = Camelize<BlockWire>;

export const blocksApi = resourceApi<Block>('blocks');

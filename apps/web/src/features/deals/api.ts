import type { Deal as DealWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Deal = Camelize<DealWire>;

export const dealsApi = resourceApi<Deal>('deals');

import type { Cooperation as CooperationWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Cooperation = Camelize<CooperationWire>;

export const cooperationsApi = resourceApi<Cooperation>('cooperations');

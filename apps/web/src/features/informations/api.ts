import type { Information as InformationWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Information = Camelize<InformationWire>;

export const informationsApi = resourceApi<Information>('informations');

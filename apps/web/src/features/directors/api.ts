import type { Director as DirectorWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Director = Camelize<DirectorWire>;

export const directorsApi = resourceApi<Director>('directors');

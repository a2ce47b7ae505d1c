import type { Advertisement as AdvertisementWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Advertisement = Camelize<AdvertisementWire>;

export const advertisementsApi = resourceApi<Advertisement>('advertisements');

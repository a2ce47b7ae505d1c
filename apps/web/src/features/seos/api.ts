import type { Seo as SeoWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Seo = Camelize<SeoWire>;

export const seosApi = resourceApi<Seo>('seos');

import type { Site as SiteWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Site = Camelize<SiteWire>;

export const sitesApi = resourceApi<Site>('sites');

import type { Banner as BannerWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Banner = Camelize<BannerWire>;

export const bannersApi = resourceApi<Banner>('banners');

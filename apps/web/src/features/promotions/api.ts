import type { Promotion as PromotionWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Promotion = Camelize<PromotionWire>;

export const promotionsApi = resourceApi<Promotion>('promotions');

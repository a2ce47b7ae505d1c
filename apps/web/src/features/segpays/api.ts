import type { Segpay as SegpayWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Segpay = Camelize<SegpayWire>;

export const segpaysApi = resourceApi<Segpay>('segpays');

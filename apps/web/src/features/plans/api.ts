import type { Plan as PlanWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Plan = Camelize<PlanWire>;

export const plansApi = resourceApi<Plan>('plans');

import { dealFilters, dealManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { dealsApi, type Deal } from './api';
import { DEALS_PATH, dealPermissions } from './constants';

const planName = (plan: RelatedRecord) => String(plan.name);

export const dealResource = defineResource<Deal>({
  ns: 'deals',
  path: DEALS_PATH,
  api: dealsApi,
  permissions: dealPermissions,
  manifest: dealManifest,
  hasShow: true,
  titleOf: (deal) => deal.planName,
  filters: contractFilters(dealFilters, {
    plan_id: pickedBy<RelatedRecord>('fields.planId', 'plans', planName),
    active: { label: 'fields.active' },
  }),
  presentation: {
    planTitle: false,
    currency: false,
    price: { help: 'help.price' },
    active: { help: 'help.active' },
  },
});

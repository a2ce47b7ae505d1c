import { promotionFilters, promotionManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { promotionsApi, type Promotion } from './api';
import { PROMOTIONS_PATH, promotionPermissions, promotionStatuses } from './constants';

const planName = (plan: RelatedRecord) => String(plan.name);

export const promotionResource = defineResource<Promotion>({
  ns: 'promotions',
  path: PROMOTIONS_PATH,
  api: promotionsApi,
  permissions: promotionPermissions,
  manifest: promotionManifest,
  hasShow: true,
  filters: contractFilters(promotionFilters, {
    status: { label: 'fields.status', options: promotionStatuses },
    plan_id: pickedBy<RelatedRecord>('fields.planIds', 'plans', planName),
  }),
  presentation: {
    code: { help: 'help.code' },
    times: { help: 'help.times', width: 110 },
    redemptions: { width: 110 },
    status: { options: promotionStatuses },
    planIds: false,
    plans: {
      label: 'fields.planIds',
      valueType: 'relations',
      writes: 'planIds',
      relation: { path: 'plans', labelOf: planName },
      defaultValue: [],
    },
  },
});

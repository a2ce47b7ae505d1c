import { promotionFilters, promotionCreate, promotionUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { promotionsApi, type Promotion } from './api';
import { PROMOTIONS_PATH, promotionPermissions, promotionStatuses } from './constants';

const planName = (plan: RelatedRecord) => String(plan.name);

export const promotionResource = defineResource<Promotion>({
  ns: 'promotions',
  path: PROMOTIONS_PATH,
  api: promotionsApi,
  permissions: promotionPermissions,
  defaultSort: '-started_at',
  hasShow: true,
  titleOf: (promotion) => promotion.code,
  filters: contractFilters(promotionFilters, {
    status: { label: 'fields.status', options: promotionStatuses },
    plan_id: pickedBy<RelatedRecord>('fields.plans', 'plans', planName),
  }),
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'code', label: 'fields.code', sortable: true, help: 'help.code' },
    { name: 'startedAt', label: 'fields.startedAt', valueType: 'datetime', sortable: 'started_at' },
    { name: 'endedAt', label: 'fields.endedAt', valueType: 'datetime', sortable: 'ended_at' },
    { name: 'times', label: 'fields.times', valueType: 'number', help: 'help.times', width: 110 },
    { name: 'redemptions', label: 'fields.redemptions', hideInForm: true, width: 110 },
    { name: 'status', label: 'fields.status', valueType: 'select', options: promotionStatuses, defaultValue: 'active' },
    {
      name: 'plans',
      label: 'fields.plans',
      valueType: 'relations',
      writes: 'planIds',
      relation: { path: 'plans', labelOf: planName },
      defaultValue: [],
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing a promotion. */
export const promotionSchemas: FormSchemas = { create: promotionCreate, update: promotionUpdate };

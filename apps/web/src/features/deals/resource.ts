import { dealFilters, dealCreate, dealUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  RemoteSelect,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { dealsApi, type Deal } from './api';
import { DEALS_PATH, dealPermissions } from './constants';

const planName = (plan: RelatedRecord) => String(plan.name);

export const dealResource = defineResource<Deal>({
  ns: 'deals',
  path: DEALS_PATH,
  api: dealsApi,
  permissions: dealPermissions,
  defaultSort: '-starts_at',
  hasShow: true,
  titleOf: (deal) => deal.planName,
  filters: contractFilters(dealFilters, {
    plan_id: pickedBy<RelatedRecord>('fields.plan', 'plans', planName),
    active: { label: 'fields.active' },
  }),
  fields: [
    commonFields.id,
    { name: 'planName', label: 'fields.plan', hideInForm: true },
    {
      name: 'planId',
      label: 'fields.plan',
      hideInTable: true,
      hideInDetail: true,
      input: <RemoteSelect<RelatedRecord> path="plans" labelOf={planName} />,
    },
    { name: 'price', label: 'fields.price', valueType: 'money', help: 'help.price' },
    { name: 'startsAt', label: 'fields.startsAt', valueType: 'datetime', sortable: 'starts_at' },
    { name: 'endsAt', label: 'fields.endsAt', valueType: 'datetime', sortable: 'ends_at' },
    { name: 'active', label: 'fields.active', valueType: 'boolean', defaultValue: true, help: 'help.active' },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing a deal. */
export const dealSchemas: FormSchemas = { create: dealCreate, update: dealUpdate };

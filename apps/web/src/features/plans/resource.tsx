import {
  PLAN_TYPE_FIELDS,
  PLAN_TYPE_NEEDS,
  planFilters,
  type PlanType,
  planCreate,
  planUpdate,
} from '@backlot/contract';
import { tMessage } from '../../lib/i18n';
import {
  commonFields,
  contractFilters,
  defineResource,
  MoneyText,
  type Field,
  type FormSchemas,
} from '../../lib/resource';
import type { ResourceT } from '../../lib/resource/use-resource-t';
import { plansApi, type Plan } from './api';
import { PLANS_PATH, periodUnits, planPermissions, planTypes } from './constants';

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A value the plan's type needs: the server's message, checked before sending. */
const neededRule = {
  required: true,
  validator: (_rule: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.reject(new Error(tMessage('msg.plan.neededForType')))
      : Promise.resolve(),
};

/** Fields one type of plan uses, shown on the form and the detail page only for a plan of that type. */
const ofType = (type: PlanType, fields: Field<Plan>[]): Field<Plan>[] =>
  fields.map((field) => {
    const used = (PLAN_TYPE_FIELDS[type] as readonly string[]).map(camel);
    const needed = (PLAN_TYPE_NEEDS[type] as readonly string[]).map(camel).includes(field.name);
    return {
      ...field,
      shownIf: (plan) => plan.type === type && used.includes(field.name),
      hideInTable: true,
      rules: needed ? [neededRule] : undefined,
    };
  });

const price = (name: string): Field<Plan> => ({ name, label: `fields.${name}`, valueType: 'money' });
const count = (name: string): Field<Plan> => ({ name, label: `fields.${name}`, valueType: 'number' });
const unit = (name: string): Field<Plan> => ({
  name,
  label: `fields.${name}`,
  valueType: 'select',
  options: periodUnits,
});
const processorId = (name: string): Field<Plan> => ({ name, label: `fields.${name}`, hiddenByDefault: true });

/** The plan's price as the list shows it: what it costs, and how often or for how long. */
function headline(plan: Plan, t: ResourceT) {
  const recurring = plan.recurringDiscountPrice ?? plan.recurringOriginalPrice;
  const amount = recurring ?? plan.oncePrice;
  if (!amount) return '—';
  const count = recurring ? plan.recurringCount : plan.type === 'coins' ? plan.coins : plan.onceCount;
  const unit = recurring ? plan.recurringUnit : plan.onceUnit;
  const per = plan.type === 'coins' ? t('perCoins', { count: count ?? 0 }) : t(`per.${unit}`, { count: count ?? 0 });
  return (
    <>
      <MoneyText amount={amount} currency={plan.currency} /> {per}
    </>
  );
}

export const planResource = defineResource<Plan>({
  ns: 'plans',
  path: PLANS_PATH,
  api: plansApi,
  permissions: planPermissions,
  defaultSort: 'sort',
  hasShow: true,
  editAfterId: true,
  titleOf: (plan) => plan.name,
  filters: contractFilters(planFilters, {
    type: { label: 'fields.type', options: planTypes },
    show: { label: 'fields.show' },
  }),
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true, help: 'help.name' },
    { name: 'title', label: 'fields.title' },
    { name: 'titleCn', label: 'fields.titleCn', hiddenByDefault: true },
    {
      name: 'type',
      label: 'fields.type',
      valueType: 'select',
      options: planTypes,
      sortable: true,
      defaultValue: 'subscription',
    },
    { name: 'currency', label: 'fields.currency', defaultValue: 'USD', help: 'help.currency', hiddenByDefault: true },
    { name: 'price', label: 'fields.price', hideInForm: true, hideInDetail: true, render: headline },
    ...ofType('subscription', [
      count('initialCount'),
      unit('initialUnit'),
      price('initialOriginalPrice'),
      price('initialDiscountPrice'),
      count('recurringCount'),
      unit('recurringUnit'),
      price('recurringOriginalPrice'),
      price('recurringDiscountPrice'),
    ]),
    ...ofType('one_time', [count('onceCount'), unit('onceUnit')]),
    ...ofType('coins', [count('coins')]),
    { ...price('oncePrice'), shownIf: (plan) => plan.type !== 'subscription', hideInTable: true },
    { name: 'subscribers', label: 'fields.subscribers', hideInForm: true, width: 110 },
    { name: 'show', label: 'fields.show', valueType: 'boolean', defaultValue: true, help: 'help.show', width: 110 },
    { name: 'isBest', label: 'fields.isBest', valueType: 'boolean', defaultValue: false, hiddenByDefault: true },
    {
      name: 'downloadable',
      label: 'fields.downloadable',
      valueType: 'boolean',
      defaultValue: false,
      hiddenByDefault: true,
    },
    {
      name: 'sort',
      label: 'fields.sort',
      valueType: 'number',
      sortable: true,
      defaultValue: 0,
      help: 'help.sort',
      width: 90,
    },
    processorId('segpayId'),
    processorId('epochId'),
    processorId('epochTiId'),
    processorId('natsId'),
    processorId('xsaleId'),
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules; the form shows the fields of the chosen type only. */
export const planSchemas: FormSchemas = { create: planCreate, update: planUpdate };

import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import {
  PLAN_TYPE_FIELDS,
  PLAN_TYPE_NEEDS,
  PLAN_TYPES,
  planFilters,
  planManifest,
  type PlanType,
} from '@backlot/contract';
import { camelKey } from '../../lib/api/case';
import { tMessage } from '../../lib/i18n';
import { contractFilters, defineResource, MoneyText, transition, type Field } from '../../lib/resource';
import type { Presentation } from '../../lib/resource/manifest-fields';
import type { ResourceT } from '../../lib/resource/use-resource-t';
import { plansApi, type Plan } from './api';
import { PLANS_PATH, periodUnits, planPermissions, planStatuses, planTypes } from './constants';

/** A value the plan's type needs: the server's message, checked before sending. */
const neededRule = {
  required: true,
  validator: (_rule: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.reject(new Error(tMessage('msg.plan.neededForType')))
      : Promise.resolve(),
};

const usedBy = (wire: string, of: Record<PlanType, readonly string[]>) =>
  PLAN_TYPES.filter((type) => of[type].includes(wire));

/**
 * The fields only some types of plan use, shown on the form and the detail page only for a plan of such a type,
 * needed there when the type needs them.
 */
const ofTypes: Presentation<Plan> = Object.fromEntries(
  [...new Set(Object.values(PLAN_TYPE_FIELDS).flat())].map((wire) => {
    const types: readonly PlanType[] = usedBy(wire, PLAN_TYPE_FIELDS);
    const needed = usedBy(wire, PLAN_TYPE_NEEDS).length > 0;
    const shown: Partial<Field<Plan>> = {
      shownIf: (plan) => types.includes(plan.type as PlanType),
      hideInTable: true,
      rules: needed ? [neededRule] : undefined,
      options: wire.endsWith('_unit') ? periodUnits : undefined,
    };
    return [camelKey(wire), shown];
  }),
);

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

/** Retired, never sold again (its subscribers keep renewing); restored, on sale again once shown. */
const planActions = [
  transition<Plan>(planManifest, 'archive', {
    label: 'actions.archive',
    icon: <InboxOutlined />,
    confirm: 'actions.confirmArchive',
    success: 'actions.archived',
  }),
  transition<Plan>(planManifest, 'restore', {
    label: 'actions.restore',
    icon: <UndoOutlined />,
    confirm: 'actions.confirmRestore',
    success: 'actions.restored',
  }),
];

export const planResource = defineResource<Plan>({
  ns: 'plans',
  path: PLANS_PATH,
  api: plansApi,
  permissions: planPermissions,
  manifest: planManifest,
  formSections: [
    { name: 'basics', fields: ['name', 'type', 'title', 'titleCn', 'currency'] },
    {
      name: 'price',
      fields: [
        'oncePrice',
        'onceCount',
        'onceUnit',
        'coins',
        'initialCount',
        'initialUnit',
        'initialOriginalPrice',
        'initialDiscountPrice',
        'recurringCount',
        'recurringUnit',
        'recurringOriginalPrice',
        'recurringDiscountPrice',
      ],
    },
    { name: 'site', fields: ['show', 'isBest', 'downloadable', 'sort'] },
    { name: 'processors', fields: ['segpayId', 'epochId', 'epochTiId', 'natsId', 'xsaleId'] },
  ],
  hasShow: true,
  editAfterId: true,
  actions: planActions,
  filters: contractFilters(planFilters, {
    type: { label: 'fields.type', options: planTypes },
    show: { label: 'fields.show' },
    archived: { label: 'filters.archived' },
  }),
  presentation: {
    ...ofTypes,
    name: { help: 'help.name' },
    // The members' name of the plan in the UI's language; `name` is the staff's own.
    title: { hiddenByDefault: 'in-chinese' },
    titleCn: { hiddenByDefault: 'in-english' },
    type: { options: planTypes, defaultValue: 'subscription' },
    status: { options: planStatuses, width: 100 },
    currency: { help: 'help.currency', hiddenByDefault: true },
    subscribers: { width: 110 },
    show: { help: 'help.show', width: 110 },
    isBest: { hiddenByDefault: true },
    downloadable: { hiddenByDefault: true },
    sort: { help: 'help.sort', width: 90 },
    segpayId: { hiddenByDefault: true },
    epochId: { hiddenByDefault: true },
    epochTiId: { hiddenByDefault: true },
    natsId: { hiddenByDefault: true },
    xsaleId: { hiddenByDefault: true },
  },
  readings: [{ name: 'price', label: 'fields.price', after: 'currency', hideInDetail: true, render: headline }],
});

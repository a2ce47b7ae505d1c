import { createElement, Suspense } from 'react';
import { PROMOTION_STATUSES } from '@backlot/contract';
import type { RelatedRecord } from '../../lib/resource/field';
import { optionsOf } from '../../lib/resource/options';
import { pickedBy } from '../../lib/resource/picked-by';
import { resourceFeature } from '../../lib/resource-feature';
import { lazyComponent } from '../../lib/lazy-component';

const planName = (plan: RelatedRecord) => String(plan.name);
const GenerateCodes = lazyComponent(() => import('./generate-codes').then((m) => ({ default: m.GenerateCodes })));
const statuses = optionsOf(PROMOTION_STATUSES, 'status', { active: 'green', inactive: 'default' });

/**
 * Promotions: children of the `/plans` group; a code takes money off the plans it names. The list generates
 * single-use codes in bulk (`generate-codes.tsx`) and imports promotions by code.
 */
export const promotions = resourceFeature({
  ns: 'promotions',
  path: '/plans/promotions',
  manifest: () => import('@backlot/contract/promotions').then((m) => m.promotionManifest),
  messages: () => import('./messages'),
  declaration: {
    formSections: [
      { name: 'offer', fields: ['name', 'code', 'status', 'plans'] },
      { name: 'validity', fields: ['startedAt', 'endedAt', 'times'] },
    ],
    filters: {
      status: { label: 'fields.status', options: statuses },
      plan_id: pickedBy<RelatedRecord>('fields.planIds', 'plans', planName),
    },
    presentation: {
      code: { help: 'help.code' },
      times: { help: 'help.times', width: 110 },
      redemptions: { width: 110 },
      status: { options: statuses },
      planIds: false,
      plans: {
        label: 'fields.planIds',
        valueType: 'relations',
        writes: 'planIds',
        relation: { path: 'plans', labelOf: planName },
        defaultValue: [],
      },
    },
  },
  pages: {
    list: { extra: createElement(Suspense, { fallback: null }, createElement(GenerateCodes)) },
    create: true,
    edit: true,
    show: true,
    import: true,
  },
});

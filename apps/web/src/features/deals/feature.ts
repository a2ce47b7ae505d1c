import { pickedBy } from '../../lib/resource/picked-by';
import type { RelatedRecord } from '../../lib/resource/field';
import { resourceFeature } from '../../lib/resource-feature';

const planName = (plan: RelatedRecord) => String(plan.name);

/**
 * Deals: children of the `/plans` group. The audit log keeps the price as `"19.99 USD"`, with the currency the
 * deal copies from its plan.
 */
export const deals = resourceFeature({
  ns: 'deals',
  path: '/plans/deals',
  manifest: () => import('@backlot/contract/deals').then((m) => m.dealManifest),
  messages: () => import('./messages'),
  declaration: {
    titleOf: (deal) => deal.planName,
    filters: {
      plan_id: pickedBy<RelatedRecord>('fields.planId', 'plans', planName),
      active: { label: 'fields.active' },
      live: { label: 'fields.live' },
    },
    presentation: {
      planTitle: false,
      currency: false,
      price: { help: 'help.price' },
      active: { help: 'help.active' },
    },
  },
  pages: { create: true, edit: true, show: true },
  recordFields: { kept: ['currency'] },
});

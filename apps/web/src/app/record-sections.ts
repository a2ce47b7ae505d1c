/** What other areas show under a record's page, composed here so that features do not import each other. */
import type { RecordSectionsRegistry } from '../lib/record-sections';
import { lazyComponent } from '../lib/lazy-component';

export const recordSections: RecordSectionsRegistry = {
  channels: [lazyComponent(() => import('../features/analytics/channel/channel-figures'))],
  users: [lazyComponent(() => import('../features/orders/member-commerce'))],
};

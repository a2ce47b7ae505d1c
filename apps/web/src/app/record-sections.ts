/** What other areas show under a record's page, composed here so that features do not import each other. */
import { lazy } from 'react';
import type { RecordSectionsRegistry } from '../lib/record-sections';

export const recordSections: RecordSectionsRegistry = {
  channels: [lazy(() => import('../features/analytics/channel/channel-figures'))],
  users: [lazy(() => import('../features/orders/member-commerce'))],
};

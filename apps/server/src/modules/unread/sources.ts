/** Each kind of arrival with the read view of its owner (`platform/arrivals.ts`). */
import type { UnreadKind } from '@backlot/contract';
import type { Arrivals } from '../../platform/arrivals.js';
import { alertArrivals } from '../alerts/read.js';
import { reportArrivals } from '../comments/read.js';
import { cooperationArrivals } from '../cooperations/read.js';
import { failedJobArrivals } from '../jobs/read.js';
import { failedMailArrivals } from '../mail/read.js';
import { failedPostbackArrivals } from '../postbacks/read.js';
import { ticketArrivals } from '../supports/read.js';

export const ARRIVALS: Record<UnreadKind, Arrivals> = {
  tickets: ticketArrivals,
  comment_reports: reportArrivals,
  cooperations: cooperationArrivals,
  postbacks: failedPostbackArrivals,
  outbox: failedMailArrivals,
  jobs: failedJobArrivals,
  alerts: alertArrivals,
};

/** Every domain module. A new module is one line here. */
import type { Module } from './module.js';
import { healthModule } from './health/routes.js';
import { auditModule } from './audit/routes.js';
import { tagsModule } from './tags/routes.js';
import { directorsModule } from './directors/routes.js';
import { authModule } from './auth/routes.js';
import { adminsModule } from './admins/routes.js';
import { rolesModule } from './roles/routes.js';
import { sitesModule } from './sites/routes.js';
import { ipWhitelistsModule } from './ip-whitelists/routes.js';
import { cooperationsModule } from './cooperations/routes.js';
import { modelsModule } from './models/routes.js';
import { postsModule } from './posts/routes.js';
import { filesModule } from './files/routes.js';
import { videosModule } from './videos/routes.js';
import { complianceModule } from './compliance/routes.js';
import { complaintsModule } from './complaints/routes.js';
import { mailModule } from './mail/routes.js';
import { channelsModule } from './channels/routes.js';
import { analyticsModule } from './analytics/routes.js';
import { ledgerModule } from './ledger/housekeeping.js';
import { postbacksModule } from './postbacks/routes.js';
import { paymentsModule } from './ledger/payments/routes.js';
import { ordersModule } from './ledger/orders/routes.js';
import { subscriptionsModule } from './ledger/subscriptions/routes.js';
import { userRevenueModule } from './user-revenue/routes.js';
import { usersModule } from './users/routes.js';
import { supportsModule } from './supports/routes.js';
import { commentsModule } from './comments/routes.js';
import { memberBatchModule } from './member-batch/routes.js';
import { memberPrivacyModule } from './member-privacy/routes.js';
import { memberTimelineModule } from './member-timeline/routes.js';
import { memberEventsModule } from './member-events/routes.js';
import {
  advertisementsModule,
  storefrontModule,
  informationsModule,
  questionsModule,
  seosModule,
} from './storefront/index.js';
import { plansModule } from './plans/routes.js';
import { promotionsModule } from './promotions/routes.js';
import { dealsModule } from './deals/routes.js';
import { calendarModule } from './calendar/routes.js';
import { segpaysModule } from './segpays/routes.js';
import { processorActionsModule } from './processor-actions/routes.js';
import { reconciliationModule } from './reconciliation/routes.js';
import { payoutReportsModule } from './payout-reports/routes.js';
import { jobsModule } from './jobs/routes.js';
import { demoDataModule } from './demo-data/routes.js';
import { unreadModule } from './unread/routes.js';
import { alertsModule } from './alerts/routes.js';
import { savedViewsModule } from './saved-views/routes.js';
import { trashModule } from './trash/routes.js';

/**
 * In the order they register (the route table and the API document list routes in it). What a module uses of
 * another is a service built before any of them register (`services.ts`), so this order does not wire them.
 */
export const modules: Module[] = [
  healthModule,
  auditModule,
  tagsModule,
  directorsModule,
  sitesModule,
  ipWhitelistsModule,
  authModule,
  adminsModule,
  rolesModule,
  filesModule,
  cooperationsModule,
  modelsModule,
  postsModule,
  videosModule,
  complianceModule,
  complaintsModule,
  mailModule,
  channelsModule,
  analyticsModule,
  ledgerModule,
  postbacksModule,
  paymentsModule,
  ordersModule,
  subscriptionsModule,
  userRevenueModule,
  usersModule,
  supportsModule,
  commentsModule,
  memberBatchModule,
  memberPrivacyModule,
  memberTimelineModule,
  memberEventsModule,
  advertisementsModule,
  storefrontModule,
  informationsModule,
  seosModule,
  questionsModule,
  plansModule,
  promotionsModule,
  dealsModule,
  calendarModule,
  segpaysModule,
  processorActionsModule,
  reconciliationModule,
  payoutReportsModule,
  jobsModule,
  unreadModule,
  alertsModule,
  trashModule,
  demoDataModule,
  savedViewsModule,
];

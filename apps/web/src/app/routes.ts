/**
 * The route registry, in the spec's business-group order (section 2): tags, blocks, directors,
 * permissions (admins, roles, audit log), seos, channels, questions, comments, analytics, profile,
 * users, plans, orders, videos. Groups not built yet are absent.
 */
import { createElement } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  CreditCardOutlined,
  FileSearchOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AppRoute } from '../lib/routes';
import { analyticsRoutes, dashboardRoutes } from '../features/analytics/routes';
import { routes as profileRoutes } from '../features/profile/routes';
import { routes as tagRoutes } from '../features/tags/routes';
import { routes as directorRoutes } from '../features/directors/routes';
import { adminRoutes } from '../features/admins/routes';
import { roleRoutes } from '../features/roles/routes';
import { auditRoutes } from '../features/audit-logs/routes';
import { jobRoutes } from '../features/jobs/routes';
import { siteRoutes } from '../features/sites/routes';
import { ipWhitelistRoutes } from '../features/ip-whitelists/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { memberRecordRoutes, memberRoutes } from '../features/users/routes';
import { blocklistRoutes } from '../features/blocklist/routes';
import { cooperationRoutes } from '../features/cooperations/routes';
import { modelRoutes } from '../features/models/routes';
import { postRoutes } from '../features/posts/routes';
import { videoRoutes } from '../features/videos/routes';
import { routes as channelRoutes } from '../features/channels/routes';
import { memberBatchRoutes } from '../features/member-batch/routes';
import { blockRecordRoutes, blockRoutes } from '../features/blocks/routes';
import { advertisementRoutes } from '../features/advertisements/routes';
import { bannerRoutes } from '../features/banners/routes';
import { informationRoutes } from '../features/informations/routes';
import { seoRoutes } from '../features/seos/routes';
import { questionRecordRoutes, questionRoutes } from '../features/questions/routes';
import { supportRoutes } from '../features/supports/routes';
import { commentRoutes } from '../features/comments/routes';
import { orderRecordRoutes, orderRoutes, subscriptionRoutes } from '../features/orders/routes';
import { unauthorizedRoute } from '../features/errors/routes';
import { planRecordRoutes, planRoutes } from '../features/plans/routes';
import { promotionRoutes } from '../features/promotions/routes';
import { dealRoutes } from '../features/deals/routes';
import { segpayRoutes } from '../features/segpays/routes';
import { payoutReportRoutes } from '../features/payout-reports/routes';

/** Admins, roles, the audit log and the background jobs under one menu group. */
const permissionsGroup: AppRoute = {
  path: '/permissions',
  meta: { title: 'app:menu.permissions', icon: createElement(SafetyOutlined), alwaysShow: true },
  children: [...adminRoutes, ...roleRoutes, ...auditRoutes, ...jobRoutes],
};

/** Members (`/users`): the member list, token records, the mail outbox and the IP whitelist; a member's pages last (`:id`). */
const membersGroup: AppRoute = {
  path: '/users',
  meta: { title: 'app:menu.members', icon: createElement(TeamOutlined), alwaysShow: true },
  children: [...memberRoutes, ...memberBatchRoutes, ...outboxRoutes, ...ipWhitelistRoutes, ...memberRecordRoutes],
};

/**
 * The content group (`/videos`, the spec's "OS header"): videos, models, posts, cooperation requests, sites,
 * and the blocklist of banned files.
 * Its menu title reads "Content": the spec's label names the original app's header, not anything staff do.
 */
const contentGroup: AppRoute = {
  path: '/videos',
  meta: { title: 'app:menu.content', icon: createElement(PlaySquareOutlined), alwaysShow: true },
  children: [...videoRoutes, ...modelRoutes, ...postRoutes, ...cooperationRoutes, ...siteRoutes, ...blocklistRoutes],
};

/**
 * The storefront (`/blocks`): blocks and the page preview, advertisement slots, banners and site texts; a
 * block's own pages last (`:id`).
 */
const storefrontGroup: AppRoute = {
  path: '/blocks',
  meta: { title: 'blocks:title.group', icon: createElement(AppstoreOutlined), alwaysShow: true },
  children: [...blockRoutes, ...advertisementRoutes, ...bannerRoutes, ...informationRoutes, ...blockRecordRoutes],
};

/** SEO entries (`/seos`). */
const seoGroup: AppRoute = {
  path: '/seos',
  meta: { title: 'seos:title.group', icon: createElement(FileSearchOutlined) },
  children: seoRoutes,
};

/** The questions group (`/questions`): the FAQ, then the support tickets, as the spec groups them. */
const questionsGroup: AppRoute = {
  path: '/questions',
  meta: { title: 'app:menu.questions', icon: createElement(QuestionCircleOutlined), alwaysShow: true },
  children: [...questionRoutes, ...supportRoutes, ...questionRecordRoutes],
};

/**
 * Plans (`/plans`): the plan list, subscriptions (a hidden page, as the spec has it), promotions and deals; a
 * plan's own pages last (`:id`).
 */
const plansGroup: AppRoute = {
  path: '/plans',
  meta: { title: 'app:menu.plans', icon: createElement(AccountBookOutlined), alwaysShow: true },
  children: [...planRoutes, ...subscriptionRoutes, ...promotionRoutes, ...dealRoutes, ...planRecordRoutes],
};

/**
 * Orders (`/orders`): the order list, payments (coins), the processors' notifications, the processors' settings
 * per site and their payout statements; an order's pages last (`:id`).
 */
const ordersGroup: AppRoute = {
  path: '/orders',
  meta: { title: 'app:menu.orders', icon: createElement(CreditCardOutlined), alwaysShow: true },
  children: [...orderRoutes, ...segpayRoutes, ...payoutReportRoutes, ...orderRecordRoutes],
};

/** Pages inside the shell: the dashboard, then the business groups; /401 last. */
export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...tagRoutes,
  storefrontGroup,
  ...directorRoutes,
  permissionsGroup,
  seoGroup,
  ...profileRoutes,
  membersGroup,
  plansGroup,
  ordersGroup,
  contentGroup,
  ...channelRoutes,
  questionsGroup,
  ...commentRoutes,
  ...analyticsRoutes,
  unauthorizedRoute,
];

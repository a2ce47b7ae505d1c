/**
 * The route registry, in the spec's business-group order (section 2): tags, blocks, directors,
 * permissions (admins, roles, audit log), seos, channels, questions, comments, analytics, profile,
 * users, plans, orders, videos. Groups not built yet are absent.
 */
import { createElement } from 'react';
import { CreditCardOutlined, CrownOutlined, PlaySquareOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../lib/routes';
import { routes as dashboardRoutes } from '../features/dashboard/routes';
import { routes as profileRoutes } from '../features/profile/routes';
import { routes as tagRoutes } from '../features/tags/routes';
import { routes as directorRoutes } from '../features/directors/routes';
import { adminRoutes } from '../features/admins/routes';
import { roleRoutes } from '../features/roles/routes';
import { auditRoutes } from '../features/audit-logs/routes';
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
import { orderRecordRoutes, orderRoutes, subscriptionRoutes } from '../features/orders/routes';
import { unauthorizedRoute } from '../features/errors/routes';

/** Admins, roles and the audit log under one menu group. */
const permissionsGroup: AppRoute = {
  path: '/permissions',
  meta: { title: 'app:menu.permissions', icon: createElement(SafetyOutlined), alwaysShow: true },
  children: [...adminRoutes, ...roleRoutes, ...auditRoutes],
};

/** Members (`/users`): the member list, token records, the mail outbox and the IP whitelist; a member's pages last (`:id`). */
const membersGroup: AppRoute = {
  path: '/users',
  meta: { title: 'app:menu.members', icon: createElement(TeamOutlined), alwaysShow: true },
  children: [...memberRoutes, ...memberBatchRoutes, ...outboxRoutes, ...ipWhitelistRoutes, ...memberRecordRoutes],
};

/**
 * Plans (`/plans`): for now only the subscriptions page, hidden as the spec has it — so the group stays out of
 * the menu (an entry leading nowhere) until the plans list joins it.
 */
const plansGroup: AppRoute = {
  path: '/plans',
  meta: { title: 'app:menu.plans', icon: createElement(CrownOutlined), alwaysShow: true, hidden: true },
  children: [...subscriptionRoutes],
};

/** Orders (`/orders`): the order list, payments (coins) and the processors' notifications; an order's pages last. */
const ordersGroup: AppRoute = {
  path: '/orders',
  meta: { title: 'app:menu.orders', icon: createElement(CreditCardOutlined), alwaysShow: true },
  children: [...orderRoutes, ...orderRecordRoutes],
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

/** Pages inside the shell: the dashboard, then the business groups; /401 last. */
export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...tagRoutes,
  ...directorRoutes,
  permissionsGroup,
  ...profileRoutes,
  membersGroup,
  plansGroup,
  ordersGroup,
  contentGroup,
  ...channelRoutes,
  unauthorizedRoute,
];

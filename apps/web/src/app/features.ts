/**
 * Every feature of the signed-in app, once, in the menu's order: the spec's business groups (section 2), the
 * dashboard first and /401 last. From this list come the route tree, the loaders of the features' namespaces
 * and the fields the audit log reads. It is code the sign-in page does not need: it loads with the shell.
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
import { featuresOf, group, messagesOf, partOf, recordFieldsOf, routesOf, type FeatureEntry } from '../lib/feature';
import type { MessageLoaders } from '../lib/i18n';
import { messages as menu } from 'virtual:menu-titles';
import { admins } from '../features/admins/feature';
import { advertisements } from '../features/advertisements/feature';
import { analytics } from '../features/analytics/feature';
import { auditLogs } from '../features/audit-logs/feature';
import { banners } from '../features/banners/feature';
import { blocklist } from '../features/blocklist/feature';
import { blocks } from '../features/blocks/feature';
import { calendar } from '../features/calendar/feature';
import { channels } from '../features/channels/feature';
import { comments } from '../features/comments/feature';
import { cooperations } from '../features/cooperations/feature';
import { deals } from '../features/deals/feature';
import { directors } from '../features/directors/feature';
import { errors } from '../features/errors/feature';
import { informations } from '../features/informations/feature';
import { ipWhitelists } from '../features/ip-whitelists/feature';
import { jobs } from '../features/jobs/feature';
import { trash } from '../features/trash/feature';
import { memberBatch } from '../features/member-batch/feature';
import { models } from '../features/models/feature';
import { modelRecords, modelReleases } from '../features/compliance/feature';
import { complaints } from '../features/complaints/feature';
import { orders } from '../features/orders/feature';
import { outbox } from '../features/outbox/feature';
import { payoutReports } from '../features/payout-reports/feature';
import { plans } from '../features/plans/feature';
import { posts } from '../features/posts/feature';
import { profile } from '../features/profile/feature';
import { promotions } from '../features/promotions/feature';
import { questions } from '../features/questions/feature';
import { roles } from '../features/roles/feature';
import { segpays } from '../features/segpays/feature';
import { seos } from '../features/seos/feature';
import { sites } from '../features/sites/feature';
import { supports } from '../features/supports/feature';
import { cannedReplies } from '../features/canned-replies/feature';
import { tags } from '../features/tags/feature';
import { users } from '../features/users/feature';
import { videos } from '../features/videos/feature';

const entries: FeatureEntry[] = [
  partOf(analytics, 'dashboard'),
  tags,
  /** The storefront (`/blocks`): blocks and the page preview, advertisement slots, banners and site texts. */
  group(
    { path: '/blocks', meta: { title: 'blocks:title.group', icon: createElement(AppstoreOutlined), alwaysShow: true } },
    [blocks, advertisements, banners, informations],
  ),
  directors,
  /** Admins, roles, the audit log, the background jobs and the trash under one menu group. */
  group(
    {
      path: '/permissions',
      meta: { title: 'app:menu.permissions', icon: createElement(SafetyOutlined), alwaysShow: true },
    },
    [admins, roles, auditLogs, jobs, trash],
  ),
  /** SEO entries (`/seos`). */
  group({ path: '/seos', meta: { title: 'seos:title.group', icon: createElement(FileSearchOutlined) } }, [seos]),
  profile,
  /** Members (`/users`): the member list, token records, the mail outbox and the IP whitelist. */
  group({ path: '/users', meta: { title: 'app:menu.members', icon: createElement(TeamOutlined), alwaysShow: true } }, [
    users,
    memberBatch,
    outbox,
    ipWhitelists,
  ]),
  /** Plans (`/plans`): the plan list, subscriptions (a hidden page, as the spec has it), promotions and deals. */
  group(
    { path: '/plans', meta: { title: 'app:menu.plans', icon: createElement(AccountBookOutlined), alwaysShow: true } },
    [plans, partOf(orders, 'subscriptions'), promotions, deals],
  ),
  /**
   * Orders (`/orders`): the order list, payments (coins), the processors' notifications, the processors'
   * settings per site and their payout statements.
   */
  group(
    { path: '/orders', meta: { title: 'app:menu.orders', icon: createElement(CreditCardOutlined), alwaysShow: true } },
    [orders, segpays, payoutReports],
  ),
  /**
   * The content group (`/videos`, the spec's "OS header"): videos, models and their compliance records and
   * releases, posts, the content calendar, cooperation requests, sites, and the blocklist of banned files.
   * Its menu title reads "Content": the spec's label names the original app's header, not anything staff do.
   */
  group(
    { path: '/videos', meta: { title: 'app:menu.content', icon: createElement(PlaySquareOutlined), alwaysShow: true } },
    [videos, models, modelRecords, modelReleases, complaints, posts, calendar, cooperations, sites, blocklist],
  ),
  channels,
  /** The questions group (`/questions`): the FAQ, then the support tickets, as the spec groups them, and their canned replies. */
  group(
    {
      path: '/questions',
      meta: { title: 'app:menu.questions', icon: createElement(QuestionCircleOutlined), alwaysShow: true },
    },
    [questions, supports, cannedReplies],
  ),
  comments,
  analytics,
  errors,
];

const features = featuresOf(entries);

/** Pages inside the shell. */
export const appRoutes = routesOf(entries);

/**
 * The namespaces that load when first used: `menu` (every feature's titles, with the shell), the resource kit's
 * and every feature's (with its pages).
 */
export const featureMessages: MessageLoaders = {
  menu: () => Promise.resolve({ messages: menu }),
  resource: () => import('../lib/resource/messages'),
  tour: () => import('./shell/tour/messages'),
  ...messagesOf(features),
};

/** The cards features add to the dashboard. */
export const dashboardCards = features.flatMap((f) => f.dashboard);

/** Every resource's fields as the audit log reads them, loaded with the first page that reads them. */
export const loadRecordFields = () => recordFieldsOf(features);

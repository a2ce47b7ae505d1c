/**
 * Every i18n namespace of the app: namespace -> `{ en, 'zh-CN' }`. What the sign-in and error pages need
 * is bundled; a feature's namespace loads with its pages (and with the shell's menu, for its titles).
 * A feature adds its line to `featureMessages`; its route titles and components use `namespace:key`.
 */
import type { MessageCatalogue, MessageLoaders } from '../lib/i18n';
import { messages as common } from '../lib/i18n/common-messages';
import { messages as session } from '../lib/session/messages';
import { messages as auth } from '../features/auth/messages';
import { messages as errors } from '../features/errors/messages';
import { messages as app } from './shell/messages';

export const catalogue = { common, app, session, auth, errors } satisfies MessageCatalogue;

export const featureMessages = {
  resource: () => import('../lib/resource/messages'),
  analytics: () => import('../features/analytics/messages'),
  profile: () => import('../features/profile/messages'),
  tags: () => import('../features/tags/messages'),
  'ip-whitelists': () => import('../features/ip-whitelists/messages'),
  outbox: () => import('../features/outbox/messages'),
  users: () => import('../features/users/messages'),
  directors: () => import('../features/directors/messages'),
  blocklist: () => import('../features/blocklist/messages'),
  admins: () => import('../features/admins/messages'),
  roles: () => import('../features/roles/messages'),
  'audit-logs': () => import('../features/audit-logs/messages'),
  jobs: () => import('../features/jobs/messages'),
  sites: () => import('../features/sites/messages'),
  cooperations: () => import('../features/cooperations/messages'),
  supports: () => import('../features/supports/messages'),
  comments: () => import('../features/comments/messages'),
  models: () => import('../features/models/messages'),
  posts: () => import('../features/posts/messages'),
  videos: () => import('../features/videos/messages'),
  channels: () => import('../features/channels/messages'),
  campaigns: () => import('../features/channels/campaign-messages'),
  'member-batch': () => import('../features/member-batch/messages'),
  blocks: () => import('../features/blocks/messages'),
  advertisements: () => import('../features/advertisements/messages'),
  banners: () => import('../features/banners/messages'),
  informations: () => import('../features/informations/messages'),
  seos: () => import('../features/seos/messages'),
  questions: () => import('../features/questions/messages'),
  plans: () => import('../features/plans/messages'),
  promotions: () => import('../features/promotions/messages'),
  deals: () => import('../features/deals/messages'),
  segpays: () => import('../features/segpays/messages'),
  'payout-reports': () => import('../features/payout-reports/messages'),
  orders: () => import('../features/orders/messages'),
  unauthorized: () => import('../features/errors/unauthorized-messages'),
} satisfies MessageLoaders;

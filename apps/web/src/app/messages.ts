/**
 * Every i18n namespace of the app: namespace -> `{ en, 'zh-CN' }`. A feature adds its line here;
 * its route titles and components use `namespace:key`.
 */
import type { MessageCatalogue } from '../lib/i18n';
import { messages as common } from '../lib/i18n/common-messages';
import { messages as resource } from '../lib/resource/messages';
import { messages as session } from '../lib/session/messages';
import { messages as auth } from '../features/auth/messages';
import { messages as dashboard } from '../features/dashboard/messages';
import { messages as errors } from '../features/errors/messages';
import { messages as profile } from '../features/profile/messages';
import { messages as tags } from '../features/tags/messages';
import { messages as directors } from '../features/directors/messages';
import { messages as admins } from '../features/admins/messages';
import { messages as roles } from '../features/roles/messages';
import { messages as auditLogs } from '../features/audit-logs/messages';
import { messages as app } from './shell/messages';

export const catalogue = {
  common,
  app,
  session,
  resource,
  auth,
  errors,
  dashboard,
  profile,
  tags,
  directors,
  admins,
  roles,
  'audit-logs': auditLogs,
} satisfies MessageCatalogue;

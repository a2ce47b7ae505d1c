/** What the outbox's routes and resource share: the list path, the permission, the states and kinds. */
import { LANGUAGES, MAIL_TEMPLATES, OUTBOX_STATUSES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const OUTBOX_PATH = '/users/outbox';

/** Messages are written by sending an e-mail from a member's page: here they are only read. */
export const outboxPermissions: Permissions = { list: 'list-outbox' satisfies PermissionName };

export const outboxStatuses = optionsOf(OUTBOX_STATUSES, 'status', {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
  kept: 'default',
});
export const mailTemplates = optionsOf(MAIL_TEMPLATES, 'template');
export const mailLanguages = optionsOf(LANGUAGES, 'language');

/** What the posts' routes and resource share: the list path, the permissions, the statuses. */
import { POST_STATUSES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const POSTS_PATH = '/videos/posts';

export const postPermissions = { ...crudPermissions('posts'), export: 'export-posts' as const };

export const postStatuses = optionsOf(POST_STATUSES, 'status', { draft: 'default', published: 'green' });

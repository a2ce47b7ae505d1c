/** What the posts' routes and resource share: the list path, the permissions, the statuses. */
import type { Option } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const POSTS_PATH = '/videos/posts';

export const postPermissions = crudPermissions('posts');

export const postStatuses: Option[] = [
  { value: 'draft', label: 'status.draft', color: 'default' },
  { value: 'published', label: 'status.published', color: 'green' },
];

export const yesNo: Option[] = [
  { value: 1, label: 'resource:yes' },
  { value: 0, label: 'resource:no' },
];

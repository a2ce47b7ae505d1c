/** What the tags' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const TAGS_PATH = '/tags';

export const tagPermissions = crudPermissions('tags');

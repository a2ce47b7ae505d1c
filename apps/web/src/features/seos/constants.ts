/** What the SEO entries' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const SEOS_PATH = '/seos';

export const seoPermissions = crudPermissions('seos');

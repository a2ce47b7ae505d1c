/** What the directors' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const DIRECTORS_PATH = '/directors';

export const directorPermissions = crudPermissions('directors');

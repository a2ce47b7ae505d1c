/** What the FAQ's routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const QUESTIONS_PATH = '/questions';

export const questionPermissions = crudPermissions('questions');

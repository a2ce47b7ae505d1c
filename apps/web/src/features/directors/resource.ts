import { directorManifest } from '@backlot/contract';
import { defineResource } from '../../lib/resource';
import { directorsApi, type Director } from './api';
import { DIRECTORS_PATH, directorPermissions } from './constants';

export const directorResource = defineResource<Director>({
  ns: 'directors',
  path: DIRECTORS_PATH,
  api: directorsApi,
  permissions: directorPermissions,
  manifest: directorManifest,
  /** Staff look for the director they just added: newest first (the API's own order is by name). */
  defaultSort: '-created_at',
  hasShow: true,
});

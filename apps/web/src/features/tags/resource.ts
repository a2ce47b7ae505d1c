import { tagManifest } from '@backlot/contract';
import { defineResource } from '../../lib/resource';
import { tagsApi, type Tag } from './api';
import { TAGS_PATH, tagPermissions } from './constants';

export const tagResource = defineResource<Tag>({
  ns: 'tags',
  path: TAGS_PATH,
  api: tagsApi,
  permissions: tagPermissions,
  manifest: tagManifest,
  presentation: { sort: { help: 'help.sort' } },
});

/** What the blocks' routes and resource share: the list path, the permissions, the block types. */
import { BLOCK_TYPES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const BLOCKS_PATH = '/blocks';
export const PREVIEW_PATH = '/blocks/preview';

export const blockPermissions = crudPermissions('blocks');

export const blockTypes = optionsOf(BLOCK_TYPES, 'type', {
  videos: 'blue',
  models: 'magenta',
  advertisement: 'gold',
  image: 'cyan',
});

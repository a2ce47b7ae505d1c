/**
 * The blocklist of banned content: SHA-256 hashes an upload may not have (the server refuses such a file
 * whatever its name). Staff add a hash with the reason, and remove it; there is nothing to edit.
 */
import { blocklistManifest } from '@backlot/contract';
import { defineResource } from '../../lib/resource';
import { blocklistApi, type BlocklistEntry } from './api';
import { BLOCKLIST_PATH, blocklistPermissions } from './constants';

export const blocklistResource = defineResource<BlocklistEntry>({
  ns: 'blocklist',
  path: BLOCKLIST_PATH,
  api: blocklistApi,
  permissions: blocklistPermissions,
  manifest: blocklistManifest,
  presentation: {
    sha256: { help: 'help.sha256', width: 560 },
    reason: { valueType: 'textarea' },
    createdBy: false,
  },
});

import { blocklistCreate } from '@backlot/contract';
/**
 * The blocklist of banned content: SHA-256 hashes an upload may not have (the server refuses such a file
 * whatever its name). Staff add a hash with the reason, and remove it; there is nothing to edit.
 */
import { commonFields, defineResource, type FormSchemas } from '../../lib/resource';
import { blocklistApi, type BlocklistEntry } from './api';
import { BLOCKLIST_PATH, blocklistPermissions } from './constants';

export const blocklistResource = defineResource<BlocklistEntry>({
  ns: 'blocklist',
  path: BLOCKLIST_PATH,
  api: blocklistApi,
  permissions: blocklistPermissions,
  defaultSort: '-created_at',
  titleOf: (entry) => entry.sha256,
  fields: [
    commonFields.id,
    { name: 'sha256', label: 'fields.sha256', help: 'help.sha256', width: 560 },
    { name: 'reason', label: 'fields.reason', valueType: 'textarea' },
    commonFields.createdAt,
  ],
});

/** The form's rules: an entry is added, never edited. */
export const blocklistSchemas: FormSchemas = { create: blocklistCreate };

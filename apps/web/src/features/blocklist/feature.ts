import { resourceFeature } from '../../lib/resource-feature';

/**
 * The blocklist of banned content, children of the `/videos` group: SHA-256 hashes an upload may not have (the
 * server refuses such a file whatever its name). Staff add a hash with the reason, and remove it; a hash either
 * is banned or is not, so there is nothing to edit.
 */
export const blocklist = resourceFeature({
  ns: 'blocklist',
  path: '/videos/blocklist',
  manifest: () => import('@backlot/contract/files').then((m) => m.blocklistManifest),
  messages: () => import('./messages'),
  permissions: { list: 'list-blocklist', create: 'create-blocklist', delete: 'delete-blocklist' },
  declaration: {
    apiPath: 'files/blocklist',
    presentation: {
      sha256: { help: 'help.sha256', width: 560 },
      reason: { valueType: 'textarea' },
      createdBy: false,
    },
  },
  pages: { create: true },
});

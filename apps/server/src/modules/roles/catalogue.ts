/** `GET /permissions`: the contract's catalogue grouped for the role editor, in catalogue order. */
import type { z } from 'zod';
import { PERMISSION_GROUPS, PERMISSIONS, type PermissionGroup, type permissionCatalogue } from '@backlot/contract';

type Catalogue = z.infer<typeof permissionCatalogue>;
type Label = { en: string; 'zh-CN': string };

const wireLabel = (label: Label) => ({ en: label.en, zh_cn: label['zh-CN'] });

function buildCatalogue(): Catalogue {
  const groups = new Map<PermissionGroup, Catalogue['groups'][number]>();
  for (const permission of PERMISSIONS) {
    let group = groups.get(permission.group);
    if (!group) {
      group = { name: permission.group, label: wireLabel(PERMISSION_GROUPS[permission.group]), permissions: [] };
      groups.set(permission.group, group);
    }
    group.permissions.push({
      name: permission.name,
      resource: permission.resource,
      label: wireLabel(permission.label),
    });
  }
  return { groups: [...groups.values()] };
}

/** Built once: the catalogue is code, not data. */
export const PERMISSION_CATALOGUE = buildCatalogue();

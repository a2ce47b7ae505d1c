import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Admin as AdminWire, Role as RoleWire, permissionCatalogue } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Role = Camelize<RoleWire>;
export type PermissionCatalogue = Camelize<z.infer<typeof permissionCatalogue>>;

export const rolesApi = resourceApi<Role>('roles');

/** An admin as the role editor picks one: what they hold decides whether the signed-in admin may change them. */
export type AdminOption = Pick<Camelize<AdminWire>, 'id' | 'username' | 'name' | 'isSuperAdmin' | 'permissions'>;

/** `GET /permissions`: the catalogue the role editor offers, grouped and labelled in both languages. */
export const permissionCatalogueOptions = queryOptions({
  queryKey: ['permissions', 'catalogue'],
  queryFn: () => api.get<PermissionCatalogue>('/permissions'),
  staleTime: Infinity,
});

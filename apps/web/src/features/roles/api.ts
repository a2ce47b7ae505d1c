import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Role as RoleWire, permissionCatalogue } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Role = Camelize<RoleWire>;
export type PermissionCatalogue = Camelize<z.infer<typeof permissionCatalogue>>;

export const rolesApi = resourceApi<Role>('roles');

/** `GET /permissions`: the catalogue the role editor offers, grouped and labelled in both languages. */
export const permissionCatalogueOptions = queryOptions({
  queryKey: ['permissions', 'catalogue'],
  queryFn: () => api.get<PermissionCatalogue>('/permissions'),
  staleTime: Infinity,
});

/** Creates or updates a role, then sets the admins holding it (`POST /roles/{id}/assign`). */
export async function saveRole(body: Record<string, unknown>, id: number | undefined): Promise<Role> {
  const { adminIds, ...fields } = body;
  const role = id === undefined ? await rolesApi.create(fields) : await rolesApi.update(id, fields);
  if (id === undefined && !(Array.isArray(adminIds) && adminIds.length)) return role;
  return api.post<Role>(`/roles/${role.id}/assign`, { adminIds: adminIds ?? [] });
}

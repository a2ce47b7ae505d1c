import { queryOptions } from '@tanstack/react-query';
import type { Admin as AdminWire, AllocatedMember as AllocatedMemberWire, Role as RoleWire } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize, type ListPage } from '../../lib/resource';

export type Admin = Camelize<AdminWire>;

export const adminsApi = resourceApi<Admin>('admins');

/** A role as the admin pages pick it: what it grants decides whether the signed-in admin may give it. */
export type RoleOption = Pick<Camelize<RoleWire>, 'id' | 'name' | 'isBuiltin' | 'permissions'>;

/** A member a channel of the admin brought. */
export type AllocatedMember = Camelize<AllocatedMemberWire>;

export const allocatedMembers = (adminId: number, page: number) =>
  queryOptions({
    queryKey: [adminsApi.path, 'one', adminId, 'allocated-members', page],
    queryFn: () => api.get<ListPage<AllocatedMember>>(`/admins/${adminId}/allocated-members`, { page, perPage: 10 }),
  });

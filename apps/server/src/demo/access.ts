/**
 * Demo roles and admins. Every demo admin gets a random password that is never printed or stored anywhere
 * but as a hash: no account with a known password ever ships. An administrator sets a password for one
 * (PUT /admins/{id}) to sign in as them.
 */
import { randomBytes } from 'node:crypto';
import { PERMISSIONS, type PermissionGroup, type PermissionName } from '@backlot/contract';
import type { Tx } from '../db/client.js';
import { adminRoles, admins, rolePermissions, roles } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';

const inGroups = (...groups: PermissionGroup[]) =>
  PERMISSIONS.filter((p) => groups.includes(p.group)).map((p) => p.name);
const ofResources = (...resources: string[]) =>
  PERMISSIONS.filter((p) => resources.includes(p.resource)).map((p) => p.name);

const ROLES: Array<{ name: string; description: string; permissions: PermissionName[]; isPartner?: boolean }> = [
  {
    name: 'editor',
    description: 'Content and storefront: videos, models, posts, blocks, banners, SEO.',
    permissions: inGroups('content', 'storefront'),
  },
  {
    name: 'finance',
    description: 'Plans, orders, payments and revenue figures.',
    permissions: [
      ...inGroups('commerce'),
      'view-dashboard',
      'view-daily-revenue',
      'view-daily-data',
      'view-refund-statistics',
      'export-analytics',
      'list-users',
      'export-users',
    ],
  },
  {
    name: 'support',
    description:
      'Members, comments, support tickets and cooperation requests; cancels a subscription a member asks to end.',
    permissions: [
      'list-users',
      'edit-users',
      'enable-users',
      'disable-users',
      'note-users',
      'export-users',
      'list-orders',
      'export-orders',
      'list-subscriptions',
      'export-subscriptions',
      'cancel-subscriptions',
      'list-processor-actions',
      ...ofResources('comments', 'comment-reports', 'supports', 'canned-replies', 'cooperations'),
    ],
  },
  {
    name: 'channel partner',
    description: 'An outside affiliate: their own channels, their campaigns and the members they brought.',
    isPartner: true,
    permissions: [
      'list-channels',
      'export-channels',
      'list-campaigns',
      'export-campaigns',
      'list-users',
      'export-users',
      'list-allocated-members',
    ],
  },
];

const ADMINS: Array<{
  username: string;
  name: string;
  phone?: string;
  email: string;
  role: string;
  status?: 'disabled';
}> = [
  {
    username: 'lin.xiaowen',
    name: '林晓雯',
    phone: '+86 138 0013 4521',
    email: 'lin.xiaowen@backlot.example',
    role: 'editor',
  },
  {
    username: 'emily.carter',
    name: 'Emily Carter',
    phone: '+1 415 555 0142',
    email: 'emily.carter@backlot.example',
    role: 'editor',
  },
  {
    username: 'zhou.jianguo',
    name: '周建国',
    phone: '+86 139 1072 8834',
    email: 'zhou.jianguo@backlot.example',
    role: 'finance',
  },
  { username: 'daniel.kim', name: 'Daniel Kim', email: 'daniel.kim@backlot.example', role: 'support' },
  {
    username: 'chen.meiling',
    name: '陈美玲',
    email: 'chen.meiling@backlot.example',
    role: 'support',
    status: 'disabled',
  },
  {
    username: 'marcus.lee',
    name: 'Marcus Lee',
    phone: '+65 8123 4567',
    email: 'marcus@sunrise-media.example',
    role: 'channel partner',
  },
  {
    username: 'ana.souza',
    name: 'Ana Souza',
    email: 'ana@rankwell-seo.example',
    role: 'channel partner',
  },
];

/** A password nobody knows: 32 random bytes, hashed, then forgotten. */
const unknownPasswordHash = () => hashPassword(`${randomBytes(32).toString('base64url')}a1`);

export async function demoAccess(tx: Tx) {
  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const [row] = await tx
      .insert(roles)
      .values({ name: role.name, description: role.description, isPartner: role.isPartner ?? false })
      .returning({ id: roles.id });
    roleIds.set(role.name, row!.id);
    await tx
      .insert(rolePermissions)
      .values([...new Set(role.permissions)].map((permission) => ({ roleId: row!.id, permission })));
  }
  for (const { role, ...admin } of ADMINS) {
    const [row] = await tx
      .insert(admins)
      .values({ ...admin, passwordHash: await unknownPasswordHash() })
      .returning({ id: admins.id });
    await tx.insert(adminRoles).values({ adminId: row!.id, roleId: roleIds.get(role)! });
  }
}

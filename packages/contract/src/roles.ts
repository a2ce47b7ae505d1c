/** Roles carry permissions and are held by admins. */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { optionalMultiLineText, requiredText, singleLineText } from './text.js';

const permissionName = singleLineText(64);

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The built-in super-admin role: every permission, cannot be deleted or narrowed. */
  is_builtin: z.boolean(),
  /**
   * A channel partner's role: its holders see only the channels assigned to them and what belongs to those
   * (campaigns, the members they brought), whatever else they hold; it may hold only PARTNER_PERMISSIONS.
   */
  is_partner: z.boolean(),
  permissions: z.array(z.string()),
  admins: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  created_at: instant,
  updated_at: instant,
});
export type Role = z.infer<typeof role>;

const roleFields = {
  name: requiredText(64),
  description: optionalMultiLineText(500),
  is_partner: z.boolean().optional(),
  permissions: z.array(permissionName).max(500).optional(),
  /** The admins holding the role (replaces the whole set), saved with the rest in one transaction. */
  admin_ids: z.array(idSchema).max(1000).optional(),
};
export const roleCreate = z.strictObject(roleFields);
export const roleUpdate = z.strictObject(roleFields).partial();
/** Sets the role's permissions and/or the admins holding it (each replaces the whole set). */
export const roleAssign = z.strictObject({
  permissions: z.array(permissionName).max(500).optional(),
  admin_ids: z.array(idSchema).max(1000).optional(),
});

export const roleListQuery = listQuery.extend({ sort: sortParam(['id', 'name', 'created_at']) });
export const rolePage = pageOf(role);

const label = z.object({ en: z.string(), zh_cn: z.string() });
/** `GET /permissions`: the catalogue, grouped, with labels in both languages. */
export const permissionCatalogue = z.object({
  groups: z.array(
    z.object({
      name: z.string(),
      label,
      permissions: z.array(z.object({ name: z.string(), resource: z.string(), label })),
    }),
  ),
});

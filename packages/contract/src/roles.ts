/**
 * Roles carry permissions and are held by admins. The roles module keeps its own service (delegation rules,
 * the built-in role, partners' permissions); the manifest declares the fields and the list's order.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { field, manifest } from './manifest.js';
import { singleLineText } from './text.js';

const permissionNames = z.array(singleLineText(64)).max(500);
const adminShown = z.object({ id: z.number().int(), username: z.string(), name: z.string() });

export const roleManifest = manifest({
  resource: 'roles',
  fields: {
    id: field.id(),
    name: field.text(64).sortable().searched().unique(),
    description: field.optionalMultiline(500),
    /** The built-in super-admin role: every permission, cannot be deleted or narrowed. */
    is_builtin: field.flag().readOnly(),
    /**
     * A channel partner's role: its holders see only the channels assigned to them and what belongs to those
     * (campaigns, the members they brought), whatever else they hold; it may hold only PARTNER_PERMISSIONS.
     */
    is_partner: field.flag().optionalOnCreate(),
    permissions: field.of('other', z.array(z.string()), permissionNames).optionalOnCreate(),
    admins: field.answer(z.array(adminShown)),
    /** The admins holding the role (replaces the whole set), saved with the rest in one transaction. */
    admin_ids: field.writeOnly('other', z.array(idSchema).max(1000)).optionalOnCreate(),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'name',
});
export const {
  entity: role,
  create: roleCreate,
  update: roleUpdate,
  listQuery: roleListQuery,
  page: rolePage,
} = roleManifest;
export type Role = z.infer<typeof role>;

/** Sets the role's permissions and/or the admins holding it (each replaces the whole set). */
export const roleAssign = z.strictObject({
  permissions: roleManifest.fields.permissions.input.optional(),
  admin_ids: roleManifest.fields.admin_ids.input.optional(),
});

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

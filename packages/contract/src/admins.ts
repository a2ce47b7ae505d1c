/** Admins: the staff accounts of the back-office. */
import { z } from 'zod';
import { instant, listQuery, pageOf, sortParam, idSchema } from './common.js';
import { emailText, requiredText, singleLineText } from './text.js';
import { passwordSchema } from './validation.js';

export const ADMIN_STATUSES = ['active', 'disabled'] as const;
export const adminStatus = z.enum(ADMIN_STATUSES);

export const USERNAME = /^[a-zA-Z0-9._-]+$/;

export const admin = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  status: adminStatus,
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Holds the built-in super-admin role. */
  is_super_admin: z.boolean(),
  /** Every permission the admin holds through their roles, in catalogue order (what delegation compares). */
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  last_login_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Admin = z.infer<typeof admin>;

const adminFields = {
  username: singleLineText(64).min(3, 'msg.tooShort').regex(USERNAME, 'msg.username'),
  name: requiredText(64),
  phone: singleLineText(32)
    .regex(/^\+?[0-9 ()-]*$/, 'msg.invalidPhone')
    .nullish(),
  email: emailText()
    .nullish()
    .or(z.literal('').transform(() => null)),
  status: adminStatus.optional(),
  role_ids: z.array(idSchema).max(100).optional(),
};

export const adminCreate = z.strictObject({ ...adminFields, password: passwordSchema });
/** Every field optional; a password given replaces the old one and signs the admin out everywhere. */
export const adminUpdate = z.strictObject({ ...adminFields, password: passwordSchema }).partial();

export const adminListQuery = listQuery.extend({
  status: adminStatus.optional(),
  role_id: idSchema.optional(),
  sort: sortParam(['id', 'username', 'name', 'created_at', 'last_login_at']),
});
export const adminPage = pageOf(admin);

/**
 * `GET /admins/{id}/allocated-members`: members attributed to the channels the admin is assigned to.
 * The fields are those a member list shows; the members module owns the full member shape.
 */
export const allocatedMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  channel_id: z.number().int(),
  created_at: instant,
});
export const allocatedMemberListQuery = listQuery.extend({ sort: sortParam(['id', 'username', 'created_at']) });
export const allocatedMemberPage = pageOf(allocatedMember);
export type AllocatedMember = z.infer<typeof allocatedMember>;

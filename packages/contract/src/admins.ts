/**
 * Admins: the staff accounts of the back-office. The admins module keeps its own service (delegation rules,
 * the last super-admin, sign-outs); the manifest declares the fields, the list's filters and order.
 */
import { z } from 'zod';
import { ADMIN_STATUSES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { emailText, singleLineText } from './text.js';
import { passwordSchema } from './validation.js';

export const adminStatus = z.enum(ADMIN_STATUSES);

export const USERNAME = /^[a-zA-Z0-9._-]+$/;
const PHONE = /^\+?[0-9 ()-]*$/;

const username = singleLineText(64).min(3, 'msg.tooShort').regex(USERNAME, 'msg.username');
const phone = singleLineText(32).regex(PHONE, 'msg.invalidPhone');
/** An e-mail address; empty means none. */
const email = emailText()
  .nullish()
  .or(z.literal('').transform(() => null));
const roleShown = z.object({ id: z.number().int(), name: z.string() });

export const adminFilters = filters({ status: enumFilter(ADMIN_STATUSES), role_id: idFilter() });

export const adminManifest = manifest({
  resource: 'admins',
  fields: {
    id: field.id(),
    username: field.of('text', z.string(), username).sortable().searched().unique(),
    name: field.text(64).sortable().searched(),
    phone: field.of('text', z.string(), phone).nullable().searched(),
    email: field.of('text', z.string().nullable(), email),
    avatar: field.answer(z.string().nullable()),
    introduction: field.answer(z.string().nullable()),
    status: field.enumOf(ADMIN_STATUSES).optionalOnCreate(),
    roles: field.answer(z.array(roleShown)),
    /** The roles the admin holds (replaces the whole set). */
    role_ids: field.writeOnly('other', z.array(idSchema).max(100)).optionalOnCreate(),
    /** A new password replaces the old one and signs the admin out everywhere. */
    password: field.writeOnly('text', passwordSchema),
    /** Holds the built-in super-admin role. */
    is_super_admin: field.flag().readOnly(),
    /** Every permission the admin holds through their roles, in catalogue order (what delegation compares). */
    permissions: field.answer(z.array(z.string())),
    two_factor_enabled: field.flag().readOnly(),
    last_login_at: field.instant().nullable().sortable(),
    ...field.timestamps(),
  },
  nameField: 'username',
  defaultSort: '-created_at',
  filters: adminFilters,
});
export const {
  entity: admin,
  create: adminCreate,
  update: adminUpdate,
  listQuery: adminListQuery,
  page: adminPage,
} = adminManifest;
export type Admin = z.infer<typeof admin>;

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

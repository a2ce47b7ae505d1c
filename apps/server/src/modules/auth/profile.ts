/**
 * The signed-in admin: GET /auth/me and the profile page (PUT /auth/me). A new password needs the current
 * one (throttled like a sign-in), must not be a common one, and signs the admin out of their other sessions;
 * this one stays signed in.
 */
import type { z } from 'zod';
import type { Me, profileBody } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import { hashNewPassword } from '../../platform/auth/passwords.js';
import type { Actor } from '../../platform/auth/sessions.js';
import { type RoleRef } from '../admins/holdings.js';
import type { AdminRow, AdminValues } from '../admins/queries.js';
import { loadAdmin, updateAdminAudited } from '../admins/records.js';
import { confirmCurrentPassword } from './current-password.js';
import { revokeOtherSessions } from './queries.js';
import { permissionRefs } from './sign-in.js';

function meView(row: AdminRow, roles: RoleRef[], actor: Actor): Me {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    email: row.email,
    roles: roles.map((r) => r.name),
    permissions: permissionRefs(actor.permissions),
    is_super_admin: actor.isSuperAdmin,
    two_factor_enabled: row.totpSecret !== null,
  };
}

export function createProfile(db: Db) {
  return {
    async me(actor: Actor) {
      const { row, roles } = await loadAdmin(db, actor.id);
      return meView(row, roles, actor);
    },

    async update(actor: Actor, body: z.infer<typeof profileBody>, ctx: AuditContext) {
      const { password, current_password: currentPassword, ...fields } = body;
      const values: AdminValues = { ...fields };
      if (password !== undefined) {
        const { row } = await loadAdmin(db, actor.id);
        await confirmCurrentPassword(db, row, currentPassword, ctx.ip ?? '');
        values.passwordHash = await hashNewPassword(password);
      }
      return db.transaction(async (tx) => {
        const { row, roles } = await updateAdminAudited(tx, ctx, { id: actor.id, action: 'update-profile', values });
        if (values.passwordHash) await revokeOtherSessions(tx, actor.id, actor.sessionId);
        return meView(row, roles, actor);
      });
    },
  };
}

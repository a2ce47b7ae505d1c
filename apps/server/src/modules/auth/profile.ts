/**
 * The signed-in admin: GET /auth/me and the profile page (PUT /auth/me). A new password needs the current
 * one (throttled like a sign-in), must not be a common one, and signs the admin out of their other sessions;
 * this one stays signed in. GET /auth/me answers from the signed-in admin the request already carries (read
 * with the session): no admin reads. POST /auth/me/tour records that the admin took or skipped the guided tour.
 */
import type { z } from 'zod';
import type { Me, profileBody } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import { hashNewPassword } from '../../platform/auth/passwords.js';
import type { Actor, ActorProfile } from '../../platform/auth/sessions.js';
import {
  type AdminRow,
  type AdminValues,
  checkAdminVersion,
  loadAdmin,
  type RoleRef,
  setTourSeen,
  updateAdminAudited,
} from '../admins/index.js';
import { confirmCurrentPassword } from './current-password.js';
import { revokeOtherSessions } from './queries.js';
import { permissionRefs } from './sign-in.js';

type Described = ActorProfile & { id: number; username: string };

function meView(admin: Described, actor: Actor): Me {
  return {
    id: admin.id,
    username: admin.username,
    name: admin.name,
    avatar: admin.avatar,
    introduction: admin.introduction,
    email: admin.email,
    roles: admin.roles,
    permissions: permissionRefs(actor.permissions),
    is_super_admin: actor.isSuperAdmin,
    two_factor_enabled: admin.twoFactorEnabled,
    alert_emails: admin.alertEmails,
    tour_seen_at: admin.tourSeenAt?.toISOString() ?? null,
    updated_at: admin.updatedAt.toISOString(),
  };
}

const describedRow = (row: AdminRow, roles: RoleRef[]): Described => ({
  id: row.id,
  username: row.username,
  name: row.name,
  avatar: row.avatar,
  introduction: row.introduction,
  email: row.email,
  roles: roles.map((r) => r.name),
  twoFactorEnabled: row.totpSecret !== null,
  alertEmails: row.alertEmails,
  tourSeenAt: row.tourSeenAt,
  updatedAt: row.updatedAt,
});

export function createProfile(db: Db) {
  return {
    me(actor: Actor) {
      return meView({ id: actor.id, username: actor.username, ...actor.profile }, actor);
    },

    /**
     * The admin took or skipped the guided tour: the first time is kept. Not a change of the profile: no audit
     * entry, and the record's version stays, so a profile form open meanwhile still saves.
     */
    async tourSeen(actor: Actor) {
      const profile = { ...actor.profile, tourSeenAt: await setTourSeen(db, actor.id) };
      return meView({ id: actor.id, username: actor.username, ...profile }, actor);
    },

    /** `version`: the version the save is based on (`versions.ts`); another admin's save since is a 409. */
    async update(actor: Actor, body: z.infer<typeof profileBody>, ctx: AuditContext, version?: string) {
      const { password, current_password: currentPassword, alert_emails: alertEmails, ...fields } = body;
      const values: AdminValues = { ...fields, ...(alertEmails === undefined ? {} : { alertEmails }) };
      if (password !== undefined) {
        const { row } = await loadAdmin(db, actor.id);
        await confirmCurrentPassword(db, row, currentPassword, ctx.ip ?? '');
        values.passwordHash = await hashNewPassword(password);
      }
      return db.transaction(async (tx) => {
        await checkAdminVersion(tx, actor.id, version);
        const { row, roles } = await updateAdminAudited(tx, ctx, { id: actor.id, action: 'update-profile', values });
        if (values.passwordHash) await revokeOtherSessions(tx, actor.id, actor.sessionId);
        return meView(describedRow(row, roles), actor);
      });
    },
  };
}

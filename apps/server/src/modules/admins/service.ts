/**
 * Admins: rules and transactions. The delegation rules of the contract hold (an admin changes only admins it
 * covers, gives only roles it could grant, never its own roles, status, password or two-factor here); an admin
 * cannot delete themself; the last active holder of the built-in super-admin role cannot be deleted, disabled or
 * lose that role. A new password, a disable or a delete signs the admin out everywhere. Every change is audited
 * with its before and after.
 */
import type { z } from 'zod';
import type { adminCreate, adminListQuery, adminUpdate, allocatedMemberListQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { hashNewPassword } from '../../platform/auth/passwords.js';
import { revokeAdminSessions } from '../../platform/auth/sessions.js';
import { admins } from '../../db/schema/index.js';
import { checkRowVersion } from '../../platform/crud/versions.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { conflict, invalid, type FieldErrors } from '../../platform/errors.js';
import type { Viewer } from '../../platform/viewer.js';
import { allocatedMembers } from './allocated-members.js';
import { assertMayChange, assertMayChangeAdmins, assertMayGrantRoles, delegatorOf } from './delegation.js';
import {
  assertSuperAdminRemains,
  grantsOfAdmins,
  lockSuperAdmins,
  rolesOfAdmins,
  setRolesOfAdmin,
  type RoleRef,
} from './holdings.js';
import { missingRoleIds } from '../roles/read.js';
import * as q from './queries.js';
import { ADMINS_RESOURCE as RESOURCE, loadAdmin, updateAdminAudited } from './records.js';
import { adminSnapshot, adminView } from './view.js';

type CreateBody = z.infer<typeof adminCreate>;
type UpdateBody = z.infer<typeof adminUpdate>;

/** 422 on `username` when taken (ignoring case), on `role_ids` when a role does not exist. */
async function checkReferences(ex: Executor, body: { username?: string; role_ids?: number[] }, exceptId?: number) {
  const errors: FieldErrors = {};
  if (body.username !== undefined && (await q.usernameTaken(ex, body.username, exceptId)))
    errors.username = ['msg.taken'];
  if (body.role_ids && (await missingRoleIds(ex, body.role_ids)).length) errors.role_ids = ['msg.notFoundRef'];
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A concurrent insert of the same username hits the unique index: the same 422. */
function rethrowTaken(error: unknown): never {
  if (uniqueViolation(error) === 'admins_username_key') throw invalid({ username: ['msg.taken'] });
  throw error;
}

/** The answer about one admin, with what they hold. */
async function viewOf(ex: Executor, row: q.AdminRow, roles: RoleRef[]) {
  return adminView(row, roles, (await grantsOfAdmins(ex, [row.id])).get(row.id)!);
}

export function createAdminsService(db: Db) {
  /** Applies `values` (and roles) to an admin in one audited transaction, keeping the access rules. */
  async function change(id: number, ctx: AuditContext, values: q.AdminValues, roleIds?: number[], version?: string) {
    const touchesSuperAdmins = values.status === 'disabled' || roleIds !== undefined;
    return db.transaction(async (tx) => {
      if (touchesSuperAdmins) await lockSuperAdmins(tx);
      await checkRowVersion(tx, { resource: RESOURCE, table: admins, id }, version);
      await assertMayChange(tx, ctx, id, values, roleIds);
      const { before, row, roles } = await updateAdminAudited(tx, ctx, { id, action: 'update', values, roleIds });
      if (touchesSuperAdmins) await assertSuperAdminRemains(tx);
      if (values.passwordHash || (values.status === 'disabled' && before.row.status !== 'disabled'))
        await revokeAdminSessions(tx, id);
      return viewOf(tx, row, roles);
    });
  }

  return {
    async list(query: z.infer<typeof adminListQuery>) {
      const { rows, meta } = await q.listAdmins(db, query);
      const ids = rows.map((r) => r.id);
      const [roles, grants] = [await rolesOfAdmins(db, ids), await grantsOfAdmins(db, ids)];
      return { data: rows.map((r) => adminView(r, roles.get(r.id) ?? [], grants.get(r.id)!)), meta };
    },

    async get(id: number) {
      const { row, roles } = await loadAdmin(db, id);
      return viewOf(db, row, roles);
    },

    async create(body: CreateBody, ctx: AuditContext) {
      const { password, role_ids: roleIds = [], ...fields } = body;
      const passwordHash = await hashNewPassword(password);
      try {
        return await db.transaction(async (tx) => {
          await checkReferences(tx, { username: fields.username, role_ids: roleIds });
          await assertMayGrantRoles(tx, delegatorOf(ctx), roleIds);
          const row = await q.insertAdmin(tx, { ...fields, passwordHash });
          await setRolesOfAdmin(tx, row.id, roleIds);
          const roles = (await rolesOfAdmins(tx, [row.id])).get(row.id) ?? [];
          await recordAudit(tx, ctx, {
            action: 'create',
            resource: RESOURCE,
            resourceId: row.id,
            label: row.username,
            after: adminSnapshot(row, roles),
          });
          return viewOf(tx, row, roles);
        });
      } catch (error) {
        rethrowTaken(error);
      }
    },

    /** `version`: the version the save is based on (`versions.ts`). */
    async update(id: number, body: UpdateBody, ctx: AuditContext, _parentId?: number, version?: string) {
      const { password, role_ids: roleIds, ...fields } = body;
      await checkReferences(db, { username: fields.username, role_ids: roleIds }, id);
      const values: q.AdminValues = {
        ...fields,
        ...(password ? { passwordHash: await hashNewPassword(password) } : {}),
      };
      try {
        return await change(id, ctx, values, roleIds, version);
      } catch (error) {
        rethrowTaken(error);
      }
    },

    /** The answer about one admin in an open transaction (what an action answers). */
    read: async (ex: Executor, id: number) => {
      const { row, roles } = await loadAdmin(ex, id);
      return viewOf(ex, row, roles);
    },

    async remove(id: number, ctx: AuditContext) {
      if (id === ctx.actorId) throw conflict('err.self');
      await db.transaction(async (tx) => {
        await lockSuperAdmins(tx);
        const before = await loadAdmin(tx, id);
        await assertMayChangeAdmins(tx, delegatorOf(ctx), [id]);
        await q.deleteAdmin(tx, id); // sessions, challenges and role holdings go with it
        await assertSuperAdminRemains(tx);
        await recordAudit(tx, ctx, {
          action: 'delete',
          resource: RESOURCE,
          resourceId: id,
          label: before.row.username,
          before: adminSnapshot(before.row, before.roles),
        });
      });
    },

    /**
     * Members attributed to the channels the admin is assigned to. Channels and members do not exist yet:
     * when they land this joins channel_admins -> channels -> members (filtered by q, sorted, paginated).
     * Until then the page is empty; the admin must exist and the query is validated.
     */
    async allocatedMembers(id: number, query: z.infer<typeof allocatedMemberListQuery>, viewer?: Viewer) {
      await loadAdmin(db, id);
      const { rows, meta } = await allocatedMembers(db, id, query, viewer);
      return { data: rows, meta };
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;

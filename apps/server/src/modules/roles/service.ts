/**
 * Roles: rules and transactions. Names are unique ignoring case; permissions must be catalogue names. The
 * contract's delegation rules hold: an admin sets permissions only within its own, changes or deletes only roles
 * within its own permissions, and changes only the holdings of admins it covers, never its own.
 * The built-in super-admin role holds every permission and cannot be changed or deleted; only who holds it
 * may change, and never down to no active holder. A role still held may be deleted: its
 * holders lose its permissions on their next request. Every change is audited with its before and after.
 */
import type { z } from 'zod';
import {
  isPermissionName,
  PARTNER_PERMISSIONS,
  permissionLabels,
  type roleAssign,
  type roleCreate,
  type roleListQuery,
  type roleUpdate,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { roles } from '../../db/schema/index.js';
import { checkRowVersion } from '../../platform/crud/versions.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors.js';
import {
  assertMayChangeAdmins,
  assertMayChangeRole,
  assertMayChangeSelf,
  assertMaySetPermissions,
  assertSuperAdminRemains,
  changedIds,
  delegatorOf,
  holdersOfRoles,
  lockSuperAdmins,
  missingAdminIds,
  setHoldersOfRole,
} from '../admins/index.js';
import { fromWire } from '../../platform/wire.js';
import * as q from './queries.js';
import { roleSnapshot, roleView } from './view.js';

const RESOURCE = 'roles' as const;

async function loadRole(ex: Executor, id: number) {
  const row = await q.findRole(ex, id);
  if (!row) throw notFound();
  const permissions = (await q.permissionsOfRoles(ex, [id])).get(id) ?? [];
  const admins = (await holdersOfRoles(ex, [id])).get(id) ?? [];
  return { row, permissions, admins };
}
type LoadedRole = Awaited<ReturnType<typeof loadRole>>;

const viewOf = (r: LoadedRole) => roleView(r.row, r.permissions, r.admins);
const snapshotOf = (r: LoadedRole) => roleSnapshot(r.row, r.permissions, r.admins);

/** 422 on `name` when taken, on `permissions` (listing them) when not in the catalogue, on `admin_ids` when missing. */
async function checkInput(
  ex: Executor,
  body: { name?: string; permissions?: string[]; admin_ids?: number[] },
  exceptId?: number,
) {
  const errors: FieldErrors = {};
  if (body.name !== undefined && (await q.nameTaken(ex, body.name, exceptId))) errors.name = ['msg.taken'];
  const unknown = [...new Set(body.permissions?.filter((p) => !isPermissionName(p)))];
  if (unknown.length) errors.permissions = [{ key: 'msg.unknownPermissions', params: { names: unknown.join(', ') } }];
  if (body.admin_ids && (await missingAdminIds(ex, body.admin_ids)).length) errors.admin_ids = ['msg.notFoundRef'];
  if (Object.keys(errors).length) throw invalid(errors);
}

function rethrowTaken(error: unknown): never {
  if (uniqueViolation(error) === 'roles_name_key') throw invalid({ name: ['msg.taken'] });
  throw error;
}

type RoleChange = z.infer<typeof roleUpdate>;

/** The built-in role: only its holders may change (name, description and permissions are fixed). */
const refuseBuiltIn = (role: LoadedRole, change: RoleChange) => {
  const { admin_ids: _holders, ...rest } = change;
  if (role.row.isBuiltin && Object.keys(rest).length) throw conflict('err.builtInRole');
};

/** Delegation rules of a new holder set: the actor may change each admin gained or lost, never itself. */
async function assertMaySetHolders(tx: Executor, ctx: AuditContext, before: LoadedRole | null, adminIds: number[]) {
  const actor = delegatorOf(ctx);
  const changed = changedIds(before?.admins.map((a) => a.id) ?? [], adminIds);
  if (changed.includes(actor.id)) assertMayChangeSelf({ roles: true });
  await assertMayChangeAdmins(tx, actor, changed);
}

/** 422 on `permissions` when a partner's role would hold what partners may not (the contract's PARTNER_PERMISSIONS). */
function checkPartnerPermissions(before: LoadedRole | null, change: RoleChange) {
  if (!(change.is_partner ?? before?.row.isPartner)) return;
  const outside = (change.permissions ?? before?.permissions ?? []).filter((p) => !PARTNER_PERMISSIONS.has(p as never));
  if (outside.length)
    throw invalid({ permissions: [{ key: 'msg.notForPartners', params: { names: permissionLabels(outside) } }] });
}

/** Input and delegation checks of a change to a role (a new one when `before` is null). */
async function checkChange(tx: Executor, ctx: AuditContext, before: LoadedRole | null, change: RoleChange) {
  const actor = delegatorOf(ctx);
  await checkInput(tx, change, before?.row.id);
  checkPartnerPermissions(before, change);
  if (before) await assertMayChangeRole(tx, actor, before.row.id);
  if (change.permissions) assertMaySetPermissions(actor, change.permissions);
  if (change.admin_ids) await assertMaySetHolders(tx, ctx, before, change.admin_ids);
}

/** Replaces what a role grants and who holds it, where the change says so. */
async function applyGrants(tx: Executor, id: number, change: RoleChange) {
  if (change.permissions) await q.setPermissions(tx, id, change.permissions);
  if (change.admin_ids) await setHoldersOfRole(tx, id, change.admin_ids);
  return loadRole(tx, id);
}

export function createRolesService(db: Db) {
  /** Changes an existing role in one audited transaction; the last active super-admin stays. */
  async function change(id: number, ctx: AuditContext, action: string, body: RoleChange, version?: string) {
    try {
      return await db.transaction(async (tx) => {
        const builtIn = (await q.findRole(tx, id))?.isBuiltin;
        if (builtIn && body.admin_ids) await lockSuperAdmins(tx);
        await checkRowVersion(tx, { resource: RESOURCE, table: roles, id }, version);
        const before = await loadRole(tx, id);
        refuseBuiltIn(before, body);
        await checkChange(tx, ctx, before, body);
        const { permissions: _permissions, admin_ids: _holders, ...fields } = body;
        await q.updateRole(tx, id, fromWire(fields));
        const after = await applyGrants(tx, id, body);
        if (builtIn) await assertSuperAdminRemains(tx);
        await recordAudit(tx, ctx, {
          action,
          resource: RESOURCE,
          resourceId: id,
          label: after.row.name,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return viewOf(after);
      });
    } catch (error) {
      rethrowTaken(error);
    }
  }

  return {
    async list(query: z.infer<typeof roleListQuery>) {
      const { rows, meta } = await q.listRoles(db, query);
      const ids = rows.map((r) => r.id);
      const [permissions, admins] = [await q.permissionsOfRoles(db, ids), await holdersOfRoles(db, ids)];
      return {
        data: rows.map((r) => roleView(r, permissions.get(r.id) ?? [], admins.get(r.id) ?? [])),
        meta,
      };
    },

    get: async (id: number) => viewOf(await loadRole(db, id)),

    async create(body: z.infer<typeof roleCreate>, ctx: AuditContext) {
      try {
        return await db.transaction(async (tx) => {
          const change = { permissions: [], ...body };
          await checkChange(tx, ctx, null, change);
          const { permissions: _permissions, admin_ids: _holders, ...fields } = change;
          const after = await applyGrants(
            tx,
            (await q.insertRole(tx, { ...fromWire(fields), name: fields.name })).id,
            change,
          );
          await recordAudit(tx, ctx, {
            action: 'create',
            resource: RESOURCE,
            resourceId: after.row.id,
            label: after.row.name,
            after: snapshotOf(after),
          });
          return viewOf(after);
        });
      } catch (error) {
        rethrowTaken(error);
      }
    },

    /** `version`: the version the save is based on (`versions.ts`). */
    update: (id: number, body: RoleChange, ctx: AuditContext, _parentId?: number, version?: string) =>
      change(id, ctx, 'update', body, version),

    /** Replaces the role's permissions and/or its holders. */
    assign: (id: number, body: z.infer<typeof roleAssign>, ctx: AuditContext) => change(id, ctx, 'assign', body),

    async remove(id: number, ctx: AuditContext) {
      await db.transaction(async (tx) => {
        const before = await loadRole(tx, id);
        if (before.row.isBuiltin) throw conflict('err.builtInRole');
        await assertMayChangeRole(tx, delegatorOf(ctx), id);
        await q.deleteRole(tx, id); // its permissions and holdings go with it
        await recordAudit(tx, ctx, {
          action: 'delete',
          resource: RESOURCE,
          resourceId: id,
          label: before.row.name,
          before: snapshotOf(before),
        });
      });
    },
  };
}

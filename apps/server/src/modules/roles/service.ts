/**
 * Roles: rules and transactions. Names are unique ignoring case; permissions must be catalogue names.
 * The built-in super-admin role holds every permission and cannot be changed or deleted; only who holds it
 * may change (through assign), and never down to no active holder. A role still held may be deleted: its
 * holders lose its permissions on their next request. Every change is audited with its before and after.
 */
import type { z } from 'zod';
import {
  isPermissionName,
  type roleAssign,
  type roleCreate,
  type roleListQuery,
  type roleUpdate,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors.js';
import {
  assertSuperAdminRemains,
  holdersOfRoles,
  lockSuperAdmins,
  missingAdminIds,
  setHoldersOfRole,
} from '../admins/holdings.js';
import * as q from './queries.js';
import { roleSnapshot, roleView } from './view.js';

const RESOURCE = 'roles';

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

const refuseBuiltIn = (role: LoadedRole) => {
  if (role.row.isBuiltin) throw conflict('err.builtInRole');
};

export function createRolesService(db: Db) {
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
      const { permissions = [], ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          await checkInput(tx, { name: fields.name, permissions });
          const row = await q.insertRole(tx, fields);
          await q.setPermissions(tx, row.id, permissions);
          const after = await loadRole(tx, row.id);
          await recordAudit(tx, ctx, {
            action: 'create',
            resource: RESOURCE,
            resourceId: row.id,
            label: after.row.name,
            after: snapshotOf(after),
          });
          return viewOf(after);
        });
      } catch (error) {
        rethrowTaken(error);
      }
    },

    async update(id: number, body: z.infer<typeof roleUpdate>, ctx: AuditContext) {
      const { permissions, ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          const before = await loadRole(tx, id);
          refuseBuiltIn(before);
          await checkInput(tx, { name: fields.name, permissions }, id);
          await q.updateRole(tx, id, fields);
          if (permissions) await q.setPermissions(tx, id, permissions);
          const after = await loadRole(tx, id);
          await recordAudit(tx, ctx, {
            action: 'update',
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
    },

    async remove(id: number, ctx: AuditContext) {
      await db.transaction(async (tx) => {
        const before = await loadRole(tx, id);
        refuseBuiltIn(before);
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

    /** Replaces the role's permissions and/or its holders, in one transaction. */
    async assign(id: number, body: z.infer<typeof roleAssign>, ctx: AuditContext) {
      return db.transaction(async (tx) => {
        const builtIn = (await q.findRole(tx, id))?.isBuiltin;
        if (builtIn && body.admin_ids) await lockSuperAdmins(tx);
        const before = await loadRole(tx, id);
        if (body.permissions) refuseBuiltIn(before);
        await checkInput(tx, body);
        if (body.permissions) await q.setPermissions(tx, id, body.permissions);
        if (body.admin_ids) await setHoldersOfRole(tx, id, body.admin_ids);
        if (builtIn) await assertSuperAdminRemains(tx);
        const after = await loadRole(tx, id);
        await recordAudit(tx, ctx, {
          action: 'assign',
          resource: RESOURCE,
          resourceId: id,
          label: after.row.name,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return viewOf(after);
      });
    },
  };
}

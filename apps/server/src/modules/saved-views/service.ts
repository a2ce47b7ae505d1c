/**
 * Saved views' rules (contract `saved-views.ts`): which lists exist (the API's list routes), who may share with
 * which role, one owner's changes in a transaction with their audit entry, and each admin's default per list.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SAVED_VIEWS_PER_LIST, type savedViewCreate, type savedViewUpdate } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { savedViews } from '../../db/schema/index.js';
import type { RouteEntry } from '../../platform/access.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/sessions.js';
import { isForeignKeyViolation, uniqueViolation } from '../../platform/db-errors.js';
import { invalid, notFound } from '../../platform/errors.js';
import { roleChoices } from '../roles/read.js';
import * as q from './queries.js';

type Create = z.infer<typeof savedViewCreate>;
type Update = z.infer<typeof savedViewUpdate>;

/** A list's path -> the permission that reads it: the API's `GET /<path>` routes guarded by a `list-*` one. */
function listsOf(routes: readonly RouteEntry[]): Map<string, string> {
  return new Map(
    routes
      .filter((r) => r.method === 'GET' && r.access.startsWith('list-') && !r.url.includes(':'))
      .map((r) => [r.url.replace(/^\/api\//, ''), r.access]),
  );
}

/** Who may share with a role: its holder, or anyone who may edit roles. */
const mayShareWith = (actor: Actor, roleId: number) =>
  actor.permissions.has('edit-roles') || actor.roleIds.includes(roleId);

const snapshot = (row: q.ViewRow) => ({
  resource: row.resource,
  name: row.name,
  state: row.state,
  sharedRoleId: row.sharedRoleId,
});

/** A database refusal read as the fields at fault: a name taken, a role that does not exist. */
function refusalOf(error: unknown): never {
  if (uniqueViolation(error) === 'saved_views_owner_name_key') throw invalid({ name: ['msg.taken'] });
  if (isForeignKeyViolation(error)) throw invalid({ shared_role_id: ['msg.notFoundRef'] });
  throw error;
}

export function savedViewsService(db: Db, routes: readonly RouteEntry[]) {
  let lists: Map<string, string> | undefined;
  const listPermission = (resource: string) => (lists ??= listsOf(routes)).get(resource);

  const checkShare = (actor: Actor, roleId: number | null | undefined, current: number | null = null) => {
    if (roleId != null && roleId !== current && !mayShareWith(actor, roleId))
      throw invalid({ shared_role_id: ['msg.roleNotShareable'] });
  };

  const readOne = async (ex: Executor, actor: Actor, id: number) => {
    const [view] = await q.readableViews(ex, actor, { id });
    if (!view) throw notFound();
    return view;
  };

  /** Runs `work` on `actor`'s own view `id` in a transaction; someone else's is a 404. */
  const onOwn = <T>(actor: Actor, id: number, work: (tx: Executor, row: q.ViewRow) => Promise<T>) =>
    db
      .transaction(async (tx) => {
        const row = await q.ownViewForUpdate(tx, actor.id, id);
        if (!row) throw notFound();
        return work(tx, row);
      })
      .catch(refusalOf);

  return {
    list: (actor: Actor, resource?: string) => q.readableViews(db, actor, { resource }),

    roles: (actor: Actor) => roleChoices(db, actor.permissions.has('edit-roles') ? 'all' : actor.roleIds),

    async create(actor: Actor, ctx: AuditContext, body: Create) {
      const permission = listPermission(body.resource);
      if (!permission || !actor.permissions.has(permission)) throw invalid({ resource: ['msg.unknownList'] });
      checkShare(actor, body.shared_role_id);
      const id = await db
        .transaction(async (tx) => {
          if ((await q.countOwnViews(tx, actor.id, body.resource)) >= SAVED_VIEWS_PER_LIST)
            throw invalid({ name: [{ key: 'msg.tooManyViews', params: { max: SAVED_VIEWS_PER_LIST } }] });
          const [row] = await tx
            .insert(savedViews)
            .values({
              ownerId: actor.id,
              resource: body.resource,
              name: body.name,
              state: body.state,
              sharedRoleId: body.shared_role_id ?? null,
            })
            .returning();
          await recordAudit(tx, ctx, {
            action: 'create',
            resource: 'saved-views',
            resourceId: row!.id,
            label: row!.name,
            after: snapshot(row!),
          });
          return row!.id;
        })
        .catch(refusalOf);
      return readOne(db, actor, id);
    },

    async update(actor: Actor, ctx: AuditContext, id: number, body: Update) {
      await onOwn(actor, id, async (tx, before) => {
        checkShare(actor, body.shared_role_id, before.sharedRoleId);
        const [after] = await tx
          .update(savedViews)
          .set({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.state !== undefined && { state: body.state }),
            ...(body.shared_role_id !== undefined && { sharedRoleId: body.shared_role_id }),
            updatedAt: new Date(),
          })
          .where(eq(savedViews.id, id))
          .returning();
        if (after!.sharedRoleId !== before.sharedRoleId) await q.dropOthersDefaults(tx, after!);
        await recordAudit(tx, ctx, {
          action: 'update',
          resource: 'saved-views',
          resourceId: id,
          label: after!.name,
          before: snapshot(before),
          after: snapshot(after!),
        });
      });
      return readOne(db, actor, id);
    },

    async remove(actor: Actor, ctx: AuditContext, id: number) {
      await onOwn(actor, id, async (tx, before) => {
        await tx.delete(savedViews).where(eq(savedViews.id, id));
        await recordAudit(tx, ctx, {
          action: 'delete',
          resource: 'saved-views',
          resourceId: id,
          label: before.name,
          before: snapshot(before),
        });
      });
    },

    /** Makes a view the admin reads their default of its list (`on`), or no longer (`off`). */
    async markDefault(actor: Actor, id: number, on: boolean) {
      const view = await readOne(db, actor, id);
      if (on) await q.setDefault(db, actor.id, view.resource, id);
      else await q.unsetDefault(db, actor.id, id);
      return readOne(db, actor, id);
    },
  };
}

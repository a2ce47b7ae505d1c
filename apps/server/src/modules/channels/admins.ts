/**
 * The admins assigned to a channel (its partners): listed under `list-channels`, assigned and removed under
 * `assign-channels`, each change audited on the channel as `assign-admin` / `remove-admin` with the ids
 * before and after. Assigning an admin already assigned changes nothing and answers 200 with the assignment
 * (a retry is harmless); a new assignment answers 201. Removing one not assigned is a 404.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { channelAdmin, channelAdminAssign, channelAdminList, channelAdminParams, idParams } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { channelAdmins, channels } from '../../db/schema/index.js';
import { type AuditContext, auditContextOf, recordAudit } from '../../platform/audit.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { type Viewer, viewerOf } from '../../platform/viewer.js';
import { missingAdminIds } from '../admins/index.js';
import { adminNames } from '../admins/read.js';

const answered = {
  id: channelAdmins.adminId,
  ...adminNames(channelAdmins.adminId),
  assigned_at: channelAdmins.createdAt,
};

const assigned = (ex: Executor, channelId: number) =>
  ex
    .select(answered)
    .from(channelAdmins)
    .where(eq(channelAdmins.channelId, channelId))
    .orderBy(asc(channelAdmins.createdAt), asc(channelAdmins.adminId));

/** The channel, locked so that changes to its admins are audited one after the other; 404 when missing. */
async function lockChannel(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: channels.id, utmSource: channels.utmSource })
    .from(channels)
    .where(eq(channels.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Runs a change of a channel's admins in one transaction and audits it when it changed anything. */
async function changeAdmins<T>(
  db: Db,
  channelId: number,
  ctx: AuditContext,
  action: string,
  change: (tx: Executor) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, channelId);
    const ids = async () => (await assigned(tx, channelId)).map((a) => a.id);
    const before = await ids();
    const result = await change(tx);
    await recordAudit(tx, ctx, {
      action,
      resource: 'channels',
      resourceId: channelId,
      label: channel.utmSource,
      before: { admin_ids: before },
      after: { admin_ids: await ids() },
    });
    return result;
  });
}

/** `showChannel` answers a channel the viewer may see (a partner: one of theirs), or throws a 404. */
export function registerChannelAdmins(
  app: FastifyInstance,
  db: Db,
  showChannel: (id: number, viewer: Viewer | undefined) => Promise<unknown>,
) {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const tags = ['channels'];

  api.get('/channels/:id/admins', {
    config: { access: 'list-channels' },
    schema: { tags, summary: "List a channel's admins", params: idParams, response: { 200: channelAdminList } },
    handler: async (request) => {
      await showChannel(request.params.id, viewerOf(request));
      return { data: await assigned(db, request.params.id) };
    },
  });

  api.post('/channels/:id/admins', {
    config: { access: 'assign-channels' },
    schema: {
      tags,
      summary: 'Assign an admin to a channel',
      params: idParams,
      body: channelAdminAssign,
      response: { 200: channelAdmin, 201: channelAdmin },
    },
    handler: async (request, reply) => {
      const channelId = request.params.id;
      const adminId = request.body.admin_id;
      const created = await changeAdmins(db, channelId, auditContextOf(request), 'assign-admin', async (tx) => {
        if ((await missingAdminIds(tx, [adminId])).length) throw invalid({ admin_id: ['msg.notFoundRef'] });
        const inserted = await tx
          .insert(channelAdmins)
          .values({ channelId, adminId })
          .onConflictDoNothing()
          .returning();
        return inserted.length > 0;
      });
      const row = (await assigned(db, channelId)).find((a) => a.id === adminId);
      return reply.status(created ? 201 : 200).send(row!);
    },
  });

  api.delete('/channels/:id/admins/:adminId', {
    config: { access: 'assign-channels' },
    schema: { tags, summary: 'Remove an admin from a channel', params: channelAdminParams },
    handler: async (request, reply) => {
      const { id: channelId, adminId } = request.params;
      await changeAdmins(db, channelId, auditContextOf(request), 'remove-admin', async (tx) => {
        const removed = await tx
          .delete(channelAdmins)
          .where(and(eq(channelAdmins.channelId, channelId), eq(channelAdmins.adminId, adminId)))
          .returning();
        if (!removed.length) throw notFound();
      });
      return reply.status(204).send();
    },
  });
}

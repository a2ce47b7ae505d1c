/**
 * A member's timeline (contract `member-timeline.ts`): `GET /users/{id}/timeline` (`list-users`) gathers what
 * the owners of tickets, comments, orders and subscriptions let others read of a member (their read views), with
 * the notes staff keep here, newest first; `POST /users/{id}/notes` (`note-users`) adds a note, audited as `note`
 * on the member. Kinds the caller may not list elsewhere are left out; a channel partner gets a 404.
 */
import {
  idParams,
  memberNoteCreate,
  type PermissionName,
  type TimelineKind,
  timelineEntry,
  timelinePage as pageSchema,
  timelineQuery,
} from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { memberNotes } from '../../db/schema/index.js';
import { actorOf } from '../../platform/access.js';
import { auditContextOf, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { memberCard } from '../users/read.js';
import { timelinePage } from './timeline.js';

/** The permission that reads each kind elsewhere; notes go with the member. */
const READ_WITH: Record<TimelineKind, PermissionName> = {
  ticket: 'list-supports',
  comment: 'list-comments',
  order: 'list-orders',
  subscription: 'list-orders',
  action: 'list-processor-actions',
  note: 'list-users',
};

/** The member, when the caller may see their timeline (not a channel partner). */
async function memberFor(ex: Executor, id: number, isPartner: boolean) {
  const member = isPartner ? undefined : await memberCard(ex, id);
  if (!member) throw notFound();
  return member;
}

export const memberTimelineModule: Module = (app, { db }) => {
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get('/users/:id/timeline', {
    config: { access: 'list-users' },
    schema: {
      tags: ['users'],
      summary:
        "A member's tickets, comments, orders, subscription changes, staff's processor actions and notes, newest first",
      params: idParams,
      querystring: timelineQuery,
      response: { 200: pageSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const member = await memberFor(db, request.params.id, actor.isPartner);
      const kinds = new Set(
        (Object.keys(READ_WITH) as TimelineKind[]).filter((kind) => actor.permissions.has(READ_WITH[kind])),
      );
      const { page, per_page } = request.query;
      return timelinePage(db, { memberId: member.id, email: member.email, kinds }, page, per_page);
    },
  });

  api.post('/users/:id/notes', {
    config: { access: 'note-users' },
    schema: {
      tags: ['users'],
      summary: 'Add a staff note to a member: shown on their timeline, never to them',
      params: idParams,
      body: memberNoteCreate,
      response: { 201: timelineEntry },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const ctx = auditContextOf(request);
      const entry = await db.transaction(async (tx) => {
        const member = await memberFor(tx, request.params.id, actor.isPartner);
        const [note] = await tx
          .insert(memberNotes)
          .values({ memberId: member.id, adminId: actor.id, adminUsername: actor.username, body: request.body.body })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'note',
          resource: 'users',
          resourceId: member.id,
          label: member.username,
          // The note's id, not its text: the member's erasure deletes the note, and the log keeps no copy.
          after: { noteId: note!.id },
        });
        return note!;
      });
      return reply.status(201).send({
        kind: 'note' as const,
        id: entry.id,
        at: entry.createdAt.toISOString(),
        text: entry.body,
        status: null,
        amount: null,
        currency: null,
        author: entry.adminUsername,
        action: null,
      });
    },
  });
};

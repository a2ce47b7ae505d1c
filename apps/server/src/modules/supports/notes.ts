/**
 * Internal notes on a ticket (contract `support-notes.ts`): `POST /supports/{id}/note` (`note-supports`, the
 * manifest's `note`, in every state) keeps the note with its author and counts it on the ticket, audited as
 * `note`; `GET /supports/{id}/notes` (`list-supports`) reads them, oldest first. Nothing else reads this table:
 * not the thread, the outbox, the intakes' answers nor a member's privacy export.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { idParams, supportNoteCreate, supportNotes as notesSchema } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { supportNotes } from '../../db/schema/index.js';
import type { TransitionWork } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { ticketFound } from './ticket-found.js';

type NoteBody = z.infer<typeof supportNoteCreate> | null | undefined;

export const noteAction: TransitionWork<NoteBody> = {
  summary: 'Write an internal note on a ticket: shown to staff only, never to the member',
  to: ({ row }) => String(row.status),
  guard: ({ body }) => {
    if (!body) throw invalid({ body: ['msg.required'] });
  },
  set: ({ row }) => ({ notesCount: Number(row.notesCount) + 1 }),
  after: async ({ tx, row, ctx, body }) => {
    await tx.insert(supportNotes).values({
      ticketId: Number(row.id),
      adminId: ctx.actorId,
      adminUsername: ctx.actorUsername,
      body: body!.body,
    });
  },
};

export function registerNotes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ContractTypeProvider>().get('/supports/:id/notes', {
    config: { access: 'list-supports' },
    schema: {
      tags: ['supports'],
      summary: "A ticket's internal notes, oldest first: staff only",
      params: idParams,
      response: { 200: notesSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await ticketFound(db, id);
      const data = await db
        .select({
          id: supportNotes.id,
          ticket_id: supportNotes.ticketId,
          admin_id: supportNotes.adminId,
          admin_username: supportNotes.adminUsername,
          body: supportNotes.body,
          created_at: supportNotes.createdAt,
        })
        .from(supportNotes)
        .where(eq(supportNotes.ticketId, id))
        .orderBy(asc(supportNotes.createdAt), asc(supportNotes.id));
      return { data };
    },
  });
}

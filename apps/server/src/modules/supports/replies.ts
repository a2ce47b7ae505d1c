/**
 * Staff replies on a ticket's thread (the member's follow-ups join it through `follow-up.ts`): `POST /supports/{id}/reply` (`reply-supports`) keeps the reply and
 * writes its e-mail into the outbox in one transaction (the mailer sends it after the commit when SMTP is
 * configured), audited as `reply` (the ticket's reply count and time); `GET /supports/{id}/replies` reads the
 * thread with what became of each e-mail. An archived ticket takes no reply (409): recover it first.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  idParams,
  type Language,
  type OutboxStatus,
  type SupportAuthor,
  supportReplies as repliesSchema,
  supportReplyCreate,
} from '@backlot/contract';
import { type Db, type Executor, queryRows } from '../../db/client.js';
import { supportReplies } from '../../db/schema/index.js';
import type { TransitionWork } from '../../platform/crud/index.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { ticketFound } from './ticket-found.js';
import { messageStatus } from '../mail/read.js';
import type { MailService } from '../mail/service.js';

type ReplyBody = z.infer<typeof supportReplyCreate> | null | undefined;

/** The ticket's site, or the oldest site when it was deleted: the e-mail goes out under its name. */
async function siteOf(tx: Executor, siteId: unknown) {
  const [site] = await queryRows<{ name: string; domain: string }>(
    tx,
    sql`select name, domain from sites order by (id = ${Number(siteId ?? 0)}) desc, id limit 1`,
  );
  if (!site) throw conflict('err.noMemberSite');
  return site;
}

/**
 * The reply (the manifest's `reply`: never on an archived ticket): an open ticket then waits for the member
 * (`waiting`, its waiting time stopped); a waiting or solved one keeps its state.
 */
export function replyAction(mail: MailService): TransitionWork<ReplyBody> {
  return {
    summary:
      "Reply to a ticket: kept on its thread and e-mailed to the ticket's address through the outbox; " +
      'an open ticket then waits for the member',
    to: ({ row }) => (row.status === 'open' ? 'waiting' : String(row.status)),
    guard: ({ body }) => {
      if (!body) throw invalid({ message: ['msg.required'] });
    },
    set: ({ row }) => ({
      repliesCount: Number(row.repliesCount) + 1,
      lastReplyAt: new Date(),
      // The first reply stops the first-response clock.
      firstResponseAt: row.firstResponseAt ?? new Date(),
      ...(row.status === 'open' && { waitingSince: null }),
    }),
    after: async ({ tx, row, ctx, body }) => {
      const outboxId = await mail.writeTicketReply(tx, {
        recipient: String(row.email),
        memberId: (row.memberId as number | null) ?? null,
        language: row.language as Language,
        subject: String(row.subject),
        message: body!.message,
        site: await siteOf(tx, row.siteId),
        by: ctx.actorId,
      });
      await tx.insert(supportReplies).values({
        ticketId: row.id,
        adminId: ctx.actorId,
        adminUsername: ctx.actorUsername,
        message: body!.message,
        outboxId,
      });
    },
    committed: () => mail.sent(),
  };
}

export function registerThread(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ContractTypeProvider>().get('/supports/:id/replies', {
    config: { access: 'list-supports' },
    schema: {
      tags: ['supports'],
      summary: "A ticket's thread after its first message: staff replies (with their e-mail's state) and the member's",
      params: idParams,
      response: { 200: repliesSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await ticketFound(db, id);
      const data = await db
        .select({
          id: supportReplies.id,
          ticket_id: supportReplies.ticketId,
          author: supportReplies.author,
          admin_id: supportReplies.adminId,
          admin_username: supportReplies.adminUsername,
          message: supportReplies.message,
          outbox_id: supportReplies.outboxId,
          outbox_status: messageStatus(supportReplies.outboxId),
          created_at: supportReplies.createdAt,
        })
        .from(supportReplies)
        .where(eq(supportReplies.ticketId, id))
        .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
      return {
        data: data.map((reply) => ({
          ...reply,
          author: reply.author as SupportAuthor,
          outbox_status: reply.outbox_status as OutboxStatus | null,
        })),
      };
    },
  });
}

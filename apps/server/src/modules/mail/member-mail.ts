/**
 * `GET /users/{id}/send-email-verification` and `/send-reset-password` (as the specification names them;
 * `notify-users`): one e-mail to the member through the outbox, audited, sent after the commit. The link
 * leads to the member's own site, or to the oldest site for a member staff created.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  idParams,
  type MailTemplate,
  type OutboxMessage,
  outboxMessage,
  sendMailQuery,
} from '@backlot/contract';
import { type Db, type Executor, queryRows } from '../../db/client.js';
import { auditContextOf, recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { type Recipient, writeMemberMail } from './compose.js';

type MemberRow = {
  id: number;
  username: string;
  email: string;
  name: string;
  erased: boolean;
  site_name: string | null;
  site_domain: string | null;
};

/** The member, locked for the rest of the transaction (two sends at once are one after the other). */
async function recipientOf(tx: Executor, id: number): Promise<Recipient & { username: string }> {
  const [row] = await queryRows<MemberRow>(
    tx,
    sql`select m.id, m.username, m.email, m.erased_at is not null as erased,
          coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.username) as name,
          s.name as site_name, s.domain as site_domain
        from members m
        left join lateral (select name, domain from sites
                           order by (id = m.site_id) desc, id limit 1) s on true
        where m.id = ${id} for update of m`,
  );
  if (!row) throw notFound();
  if (row.erased) throw conflict('err.memberErased');
  if (!row.site_domain) throw conflict('err.noMemberSite');
  return { ...row, site: { name: row.site_name!, domain: row.site_domain } };
}

export function registerMemberMail(
  app: FastifyInstance,
  db: Db,
  options: { send: boolean; from?: string; read: (id: number) => Promise<unknown>; sent: () => void },
) {
  const route = (path: string, template: MailTemplate, summary: string) =>
    app.withTypeProvider<ZodTypeProvider>().get(`/users/:id/${path}`, {
      config: { access: 'notify-users' },
      schema: {
        tags: ['users'],
        summary,
        params: idParams,
        querystring: sendMailQuery,
        response: { 200: outboxMessage },
      },
      handler: async (request) => {
        const ctx = auditContextOf(request);
        const language = request.query.language ?? DEFAULT_LANGUAGE;
        const id = await db.transaction(async (tx) => {
          const to = await recipientOf(tx, request.params.id);
          const messageId = await writeMemberMail(tx, { to, template, language, ...options, by: ctx.actorId });
          await recordAudit(tx, ctx, {
            action: path,
            resource: 'users',
            resourceId: to.id,
            label: to.username,
            after: { outbox_id: messageId, language },
          });
          return messageId;
        });
        options.sent();
        return (await options.read(id)) as OutboxMessage;
      },
    });

  route('send-email-verification', 'email-verification', 'E-mail a member a link confirming their address');
  route('send-reset-password', 'reset-password', 'E-mail a member a link to reset their password');
}

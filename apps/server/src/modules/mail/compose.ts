/**
 * Writing a member e-mail into the outbox, in the caller's transaction: the link issued, the text rendered in
 * the member's language, the message `pending` (a mail server is configured) or `kept` (none is).
 */
import { sql } from 'drizzle-orm';
import { type Language, MAIL_LINK_HOURS, MAIL_RESEND_SECONDS, type MailTemplate } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { issueLink, type LinkPurpose, maskLink } from './links.js';
import { renderMail } from './templates.js';

/** Whom a member e-mail goes to, and the member site its link leads to. */
export type Recipient = { id: number; email: string; name: string; site: { name: string; domain: string } };

/** The link each e-mail that carries one issues. */
const PURPOSES: Partial<Record<MailTemplate, LinkPurpose>> = {
  'email-verification': 'verify-email',
  'reset-password': 'reset-password',
};

/** 429 when the same e-mail went to the member within MAIL_RESEND_SECONDS (the caller holds the member's lock). */
async function refuseResend(tx: Executor, memberId: number, template: MailTemplate) {
  const [recent] = await queryRows<{ id: number }>(
    tx,
    sql`select id from outbox where member_id = ${memberId} and template = ${template}
        and created_at > now() - ${MAIL_RESEND_SECONDS} * interval '1 second' limit 1`,
  );
  if (recent) throw new AppError(429, 'throttled', 'err.mailTooSoon', undefined, { seconds: MAIL_RESEND_SECONDS });
}

/** The From of a member site's e-mail: MAIL_FROM, or the site's own no-reply address under its name. */
const senderOf = (site: Recipient['site'], from?: string) =>
  from ?? `"${site.name.replace(/["\\]/g, '')}" <no-reply@${site.domain}>`;

/** How the server sends: through SMTP (`send`) or keeps every message unsent; MAIL_FROM if set. */
export type Delivery = { send: boolean; from?: string };

export async function writeMemberMail(
  tx: Executor,
  mail: { to: Recipient; template: MailTemplate; language: Language; by: number | null } & Delivery,
) {
  const { to, template, language } = mail;
  await refuseResend(tx, to.id, template);
  const purpose = PURPOSES[template]!;
  const link = await issueLink(tx, to.id, purpose, to.site.domain);
  const { subject, body } = renderMail(template, language, {
    name: to.name,
    site: to.site.name,
    hours: String(MAIL_LINK_HOURS[purpose]),
    link: maskLink(link),
  });
  const [row] = await tx
    .insert(outbox)
    .values({
      memberId: to.id,
      template,
      language,
      sender: senderOf(to.site, mail.from),
      recipient: to.email,
      subject,
      body,
      link: mail.send ? link : null,
      status: mail.send ? 'pending' : 'kept',
      createdBy: mail.by,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A staff reply to a support ticket, to the address the ticket gives; no link. */
export type TicketReply = {
  recipient: string;
  memberId: number | null;
  language: Language;
  /** The ticket's subject, quoted in the e-mail's. */
  subject: string;
  message: string;
  site: Recipient['site'];
  by: number | null;
};

/** Writes a ticket reply into the outbox in the caller's transaction; its id. */
export async function writeTicketReply(tx: Executor, reply: TicketReply, delivery: Delivery) {
  const { subject, body } = renderMail('ticket-reply', reply.language, {
    subject: reply.subject,
    message: reply.message,
    site: reply.site.name,
  });
  const [row] = await tx
    .insert(outbox)
    .values({
      memberId: reply.memberId,
      template: 'ticket-reply',
      language: reply.language,
      sender: senderOf(reply.site, delivery.from),
      recipient: reply.recipient,
      subject,
      body,
      status: delivery.send ? 'pending' : 'kept',
      createdBy: reply.by,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

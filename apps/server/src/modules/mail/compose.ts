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

const PURPOSES: Record<MailTemplate, LinkPurpose> = {
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

export async function writeMemberMail(
  tx: Executor,
  mail: { to: Recipient; template: MailTemplate; language: Language; from?: string; send: boolean; by: number | null },
) {
  const { to, template, language } = mail;
  await refuseResend(tx, to.id, template);
  const purpose = PURPOSES[template];
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
      sender: mail.from ?? `"${to.site.name.replace(/["\\]/g, '')}" <no-reply@${to.site.domain}>`,
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

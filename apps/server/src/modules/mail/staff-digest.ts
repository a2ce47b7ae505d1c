/**
 * Staff digests: one e-mail to each staff member concerned, about what waits for them (identity documents to
 * renew). Staff keep no language, so a digest is written in both, Chinese first (the product's default), in one
 * message. A recipient gets a digest of a kind at most once per UTC day, and only when it says something new:
 * the same text as their last digest of that kind is not written again (the dashboard keeps showing it).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { MailTemplate, SourceLanguage } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { Delivery } from './compose.js';
import { renderMail } from './templates.js';

export type StaffDigest = {
  template: MailTemplate;
  /** The staff it goes to, by e-mail address. */
  recipients: string[];
  /** The template's values in each language it is written in (staff read one digest in Simplified Chinese and English). */
  values: Record<SourceLanguage, Record<string, string>>;
  /** Written every time (an alert), not at most once a day. */
  each?: boolean;
};

/** Staff digests are from MAIL_FROM; without it, from the server itself (no member site's name fits them). */
const STAFF_SENDER = '"Backlot" <no-reply@localhost>';
const UTC_DAY_MS = 24 * 3600 * 1000;
const sameUtcDay = (a: Date, b: Date) => Math.floor(a.getTime() / UTC_DAY_MS) === Math.floor(b.getTime() / UTC_DAY_MS);

function bilingual(digest: StaffDigest) {
  const zh = renderMail(digest.template, 'zh-CN', digest.values['zh-CN']);
  const en = renderMail(digest.template, 'en', digest.values.en);
  return { subject: `${zh.subject} / ${en.subject}`, body: `${zh.body}\n\n——\n\n${en.body}` };
}

async function lastDigest(ex: Executor, template: MailTemplate, recipient: string) {
  const [row] = await ex
    .select({ body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** Writes the digest to each recipient who is due one, in the caller's transaction; how many were written. */
export async function writeStaffDigest(tx: Executor, digest: StaffDigest, delivery: Delivery, now = new Date()) {
  const { subject, body } = bilingual(digest);
  let written = 0;
  for (const recipient of digest.recipients) {
    const last = await lastDigest(tx, digest.template, recipient);
    if (!digest.each && last && (sameUtcDay(last.createdAt, now) || last.body === body)) continue;
    await tx.insert(outbox).values({
      memberId: null,
      template: digest.template,
      language: 'zh-CN',
      sender: delivery.from ?? STAFF_SENDER,
      recipient,
      subject,
      body,
      status: delivery.send ? 'pending' : 'kept',
      createdAt: now,
      updatedAt: now,
    });
    written += 1;
  }
  return written;
}

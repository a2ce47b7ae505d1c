/**
 * Storing a support ticket a member site sent, once per idempotency key: its attachment must be a file the
 * same site uploaded that no other ticket holds, and the ticket is tied to the member with its e-mail.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { supportIntake } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { invalid } from '../../platform/errors.js';
import { storedOnce } from '../../platform/stored-once.js';
import type { SiteUploads } from '../files/service.js';
import type { MemberService } from '../users/service.js';

type Submission = z.infer<typeof supportIntake>;
const refusedAttachment = () => invalid({ attachment_id: ['msg.unknownAttachment'] });

async function attachmentHeld(ex: Executor, fileId: number) {
  const [row] = await ex
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.attachmentId, fileId))
    .limit(1);
  return Boolean(row);
}

export function ticketIntake(db: Db, services: { siteUploads: SiteUploads; members: MemberService }) {
  return (site: { id: number }, body: Submission, key: string | undefined) =>
    storedOnce(db, { table: supportTickets, siteId: site.id, key }, async () => {
      const attachmentId = body.attachment_id ?? null;
      if (attachmentId !== null) {
        const ours = await services.siteUploads.attachable(db, attachmentId, site.id);
        if (!ours || (await attachmentHeld(db, attachmentId))) throw refusedAttachment();
      }
      const member = await services.members.byEmail(db, body.email);
      try {
        const [row] = await db
          .insert(supportTickets)
          .values({
            siteId: site.id,
            type: body.type,
            subject: body.subject,
            email: body.email,
            memberId: member?.id ?? null,
            message: body.message,
            language: body.language ?? 'zh-CN',
            attachmentId,
            idempotencyKey: key ?? null,
          })
          .returning({ id: supportTickets.id });
        return row!.id;
      } catch (error) {
        // Another ticket took the attachment meanwhile.
        if (uniqueViolation(error) === 'support_tickets_attachment_key') throw refusedAttachment();
        throw error;
      }
    });
}

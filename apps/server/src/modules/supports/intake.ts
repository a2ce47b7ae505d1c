/**
 * Storing a support ticket a member site sent, once per idempotency key: its attachment must be a file the
 * same site uploaded that no other ticket holds, and the ticket is tied to the member with its e-mail.
 */
import type { z } from 'zod';
import type { supportIntake } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { storedOnce } from '../../platform/stored-once.js';
import type { SiteUploads } from '../files/service.js';
import type { MemberService } from '../users/service.js';

type Submission = z.infer<typeof supportIntake>;

export function ticketIntake(db: Db, services: { siteUploads: SiteUploads; members: MemberService }) {
  return (site: { id: number }, body: Submission, key: string | undefined) =>
    storedOnce(db, { table: supportTickets, siteId: site.id, key }, async () => {
      const { siteUploads } = services;
      const attachmentId = await siteUploads.claim(db, body.attachment_id, site.id, supportTickets.attachmentId);
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
        if (uniqueViolation(error) === 'support_tickets_attachment_key') throw siteUploads.refused();
        throw error;
      }
    });
}

/**
 * A ticket's attachments in one download (`GET /supports/{id}/attachments.zip`, under `list-supports` as the
 * ticket's page): a zip streamed as it is made, each file under the name it was uploaded with (equal names
 * numbered). A ticket holds at most one attachment today (`attachment_id`); the zip is the one button for
 * whatever a ticket holds. A ticket with none, or whose file's bytes are gone, is a 404: the page shows no
 * button for it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import type { FileAttachments } from '../../platform/crud/file-fields.js';
import { safeEntryName, sendZip } from '../../platform/documents/zip.js';
import { notFound } from '../../platform/errors.js';

/** The ids of the files a ticket holds; a 404 when there is no such ticket. */
async function attachmentIdsOf(ex: Executor, id: number): Promise<number[]> {
  const [ticket] = await ex
    .select({ attachmentId: supportTickets.attachmentId })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  if (!ticket) throw notFound();
  return ticket.attachmentId ? [ticket.attachmentId] : [];
}

export function registerAttachmentsZip(app: FastifyInstance, db: Db, files: FileAttachments) {
  app.withTypeProvider<ZodTypeProvider>().get('/supports/:id/attachments.zip', {
    config: { access: 'list-supports' },
    schema: {
      tags: ['supports'],
      summary: "A ticket's attachments in one zip file",
      params: idParams,
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const contents = await files.contentsOf(db, await attachmentIdsOf(db, id));
      if (!contents.length) throw notFound();
      const entries = contents.map((file) => ({ name: safeEntryName(file.name), open: file.open }));
      return sendZip(reply, `ticket-${id}-attachments.zip`, entries);
    },
  });
}

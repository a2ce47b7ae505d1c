/**
 * Files a member site uploads for its visitors (a support ticket's attachment): `POST /api/intake/files`
 * with the site's key, the same checks as a staff upload of an attachment (type sniffed from the content,
 * the blocklist) under the smaller INTAKE_ATTACHMENT_LIMIT. The file is the site's: only a record of the
 * same site may name it (`attachable`). Never named, it goes with the sweep of unreferenced files.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { INTAKE_ATTACHMENT_LIMIT, intakeFile } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { type IntakeGate, registerIntakeUpload } from '../../platform/intake.js';
import type { Storage } from '../../platform/storage/storage.js';
import { createUploads, type UploadLimits } from './uploads.js';

export type SiteUploads = {
  /** Whether file `id` is an attachment that site `siteId` uploaded. */
  attachable(ex: Executor, id: number, siteId: number): Promise<boolean>;
};

export function registerSiteUploads(
  scope: FastifyInstance,
  deps: { db: Db; storage: Storage; limits: UploadLimits; gate: IntakeGate },
): SiteUploads {
  const uploads = createUploads({ ...deps, limits: { ...deps.limits, attachment: INTAKE_ATTACHMENT_LIMIT } });
  registerIntakeUpload(scope, deps.gate, {
    path: 'files',
    summary: 'Upload an attachment (PDF, ZIP or an image) from a member site, to name in a support ticket',
    response: intakeFile,
    receive: async (site, request) => {
      const ctx = { actorId: null, actorUsername: null, ip: request.ip ?? null };
      const row = await uploads.upload('attachment', request, ctx, site.id);
      return { id: row.id, name: row.originalName, mime: row.mimeType, size: row.sizeBytes };
    },
  });
  return {
    async attachable(ex, id, siteId) {
      const [row] = await ex
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), eq(files.siteId, siteId), eq(files.kind, 'attachment')))
        .limit(1);
      return Boolean(row);
    },
  };
}

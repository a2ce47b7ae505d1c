/**
 * Files a member site uploads for its visitors (a support ticket's or a cooperation request's attachment): `POST /api/intake/files`
 * with the site's key, the same checks as a staff upload of an attachment (type sniffed from the content,
 * the blocklist) under the smaller INTAKE_ATTACHMENT_LIMIT. The file is the site's: only a record of the
 * same site may name it (`siteUploads.claim`, `service.ts`). Never named, it goes with the sweep of unreferenced files.
 */
import type { FastifyInstance } from 'fastify';
import { INTAKE_ATTACHMENT_LIMIT, intakeFile } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type IntakeGate, registerIntakeUpload } from '../../platform/intake.js';
import type { Storage } from '../../platform/storage/storage.js';
import { createUploads, type UploadLimits } from './uploads.js';

export function registerSiteUploads(
  scope: FastifyInstance,
  deps: { db: Db; storage: Storage; limits: UploadLimits; gate: IntakeGate },
) {
  const uploads = createUploads({ ...deps, limits: { ...deps.limits, attachment: INTAKE_ATTACHMENT_LIMIT } });
  registerIntakeUpload(scope, deps.gate, {
    path: 'files',
    summary: 'Upload an attachment (PDF, ZIP or an image) from a member site, to name in a support ticket or a cooperation request',
    response: intakeFile,
    receive: async (site, request) => {
      const ctx = { actorId: null, actorUsername: null, ip: request.ip ?? null };
      const row = await uploads.upload('attachment', request, ctx, site.id);
      return { id: row.id, name: row.originalName, mime: row.mimeType, size: row.sizeBytes };
    },
  });
}

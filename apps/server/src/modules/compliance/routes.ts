/**
 * Performers' compliance records and releases: two resources of their manifests, each answered with the names
 * of the model (and video) it is of. A model with a record or a release, and a video with a release, cannot be
 * deleted (409 `in_use`): the records are kept, as the law asks, until staff delete them themselves (audited).
 * Publishing a video asks `service.ts` whether its models are cleared. Staff are e-mailed the documents to renew
 * (`expiry-notices.ts`).
 *
 * Each record and release holds scans (the kit's private files, `/{id}/scans`): never a signed URL, never in a
 * file list or the storefront, each read audited. Records and releases are never deleted (they offer no delete
 * route); a scan is kept under legal hold (`legal-hold.ts`): deleting one uploaded less than LEGAL_HOLD_YEARS
 * ago is a 409 `legal_hold`; adding or deleting a scan is a change of its record or release.
 */
import { gt, lte, sql } from 'drizzle-orm';
import { DOCUMENT_NOTICE_DAYS, modelRecordManifest, modelReleaseManifest } from '@backlot/contract';
import { modelRecords, modelRecordScans, modelReleases, modelReleaseScans } from '../../db/schema/index.js';
import { crudResource, declared, privateFilesOf } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { modelExists, modelName } from '../models/read.js';
import { videoExists, videoTitle } from '../videos/read.js';
import { sendExpiryNotices } from './expiry-notices.js';
import { checkLegalHold } from './legal-hold.js';

/** Records and releases are never deleted: every operation but the delete. */
const KEPT = ['list', 'show', 'create', 'update'] as const;

/** A scan is kept as long as the upload, its last change, is under legal hold. */
const scanHold = async (_tx: unknown, scan: { createdAt: Date }) => checkLegalHold(scan.createdAt);

/** Documents expiring within the notice days (or expired), or (`0`) the others. */
const expiring = (on: boolean) => {
  const noticeDay = sql`current_date + ${DOCUMENT_NOTICE_DAYS}::int`;
  return on ? lte(modelRecords.idDocumentExpiresOn, noticeDay) : gt(modelRecords.idDocumentExpiresOn, noticeDay);
};

export const complianceModule: Module<Uses<'mail'>> = (app, deps, { mail }) => {
  deps.housekeeping.push({ name: 'document-expiry-notices', run: () => sendExpiryNotices(deps.db, mail) });
  crudResource(
    app,
    deps,
    declared(modelRecordManifest, {
      table: modelRecords,
      references: { model_id: modelExists },
      filterTargets: { expiring },
      operations: KEPT,
      privateFiles: privateFilesOf(modelRecordScans, { touch: modelRecords.updatedAt, guardDelete: scanHold }),
      read: { columns: { ...wireColumns(modelRecords), model_name: modelName(modelRecords.modelId) } },
    }),
  );
  crudResource(
    app,
    deps,
    declared(modelReleaseManifest, {
      table: modelReleases,
      references: { model_id: modelExists, video_id: videoExists },
      operations: KEPT,
      privateFiles: privateFilesOf(modelReleaseScans, { touch: modelReleases.updatedAt, guardDelete: scanHold }),
      read: {
        columns: {
          ...wireColumns(modelReleases),
          model_name: modelName(modelReleases.modelId),
          video_title: videoTitle(modelReleases.videoId),
        },
      },
    }),
  );
};

/**
 * Performers' compliance records, as US 18 U.S.C. 2257 / 28 CFR 75 and the card schemes' rules for adult
 * content ask: for every model, a record of legal identity and of an identity document (one per model); for
 * every video, each model's signed consent and release (one per model and video).
 *
 * A video with models is published only when each of them is cleared for it (`complianceGaps`): a record, 18
 * or older on the video's production day (`produced_on`), a document not expired on that day, and a release
 * for that video. Otherwise publishing is a 409 `compliance_missing` naming, per model, what is missing.
 * Only holders of the records' permissions read them; nothing of them reaches the storefront.
 *
 * Scans (`private-files.ts`): each record and release holds scans of the identity document or of the signed
 * release (PDF, JPEG, PNG, WebP, up to 50 MB each), files of the private kind `scan`: uploaded under the
 * resource's `edit-` permission, listed and read under its `list-` one, each read audited (`read-scan`).
 *
 * Legal hold: records and releases are never deleted (no delete route, no delete permission; a model or a
 * video they name cannot be deleted either, 409 `in_use`). A scan (28 CFR 75.4) is kept LEGAL_HOLD_YEARS
 * years after its upload: deleting one sooner is a 409 `legal_hold` with `held_until`, the first day it may
 * be, and a message in the request's language; adding or removing a scan moves its record's `updated_at`.
 */
import { z } from 'zod';
import { calendarDay, pastDay } from './common.js';
import { filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { multiLineText, requiredText, singleLineText } from './text.js';
import { COUNTRY_CODE } from './validation.js';

export const ID_DOCUMENT_TYPES = ['passport', 'national_id', 'driver_license'] as const;
/** The most aliases a record lists. */
export const MAX_ALIASES = 20;
/** 28 CFR 75.4: records are kept this many years after their last change (see above). */
export const LEGAL_HOLD_YEARS = 7;
/** A performer is an adult from this age. */
export const ADULT_AGE = 18;
/** Documents expiring within this many days (or expired) are listed for staff to renew, and mailed to them. */
export const DOCUMENT_NOTICE_DAYS = 30;

const day = (input: typeof calendarDay) => field.of('day', z.string(), input);

/** `expiring=1`: records whose document expires within DOCUMENT_NOTICE_DAYS, or has expired. */
export const modelRecordFilters = filters({ model_id: idFilter(), expiring: flagFilter() });
export const modelReleaseFilters = filters({ model_id: idFilter(), video_id: idFilter() });

export const modelRecordManifest = manifest({
  resource: 'model-records',
  fields: {
    id: field.id(),
    /** The model the record is of: one record per model. */
    model_id: field.reference('models').unique(),
    model_name: field.answer(z.string()),
    legal_name: field.text(200).sortable().searched(),
    date_of_birth: day(pastDay),
    /** Other names the performer has used, stage names included. */
    aliases: field.of('other', z.array(z.string()), z.array(requiredText(128)).max(MAX_ALIASES)).default([]),
    id_document_type: field.enumOf(ID_DOCUMENT_TYPES),
    /** The document number's last four characters: enough to match the scan, too little to misuse. */
    id_document_last4: field.of(
      'text',
      z.string(),
      singleLineText(4)
        .toUpperCase()
        .regex(/^[A-Z0-9]{4}$/, 'msg.documentLast4'),
    ),
    /** The issuing country, ISO 3166-1 alpha-2 (`US`). */
    id_document_country: field.of(
      'text',
      z.string(),
      singleLineText(2).toUpperCase().regex(COUNTRY_CODE, 'msg.countryCode'),
    ),
    id_document_expires_on: day(calendarDay).sortable(),
    /** The custodian of records: who keeps them, and the address where they are kept. */
    custodian: field.of('multiline', z.string(), multiLineText(1000).min(1, 'msg.required')),
    ...field.timestamps(),
  },
  nameField: 'legal_name',
  defaultSort: 'legal_name',
  filters: modelRecordFilters,
});
export const {
  entity: modelRecord,
  create: modelRecordCreate,
  update: modelRecordUpdate,
  listQuery: modelRecordListQuery,
  page: modelRecordPage,
} = modelRecordManifest;
export type ModelRecord = z.infer<typeof modelRecord>;

export const modelReleaseManifest = manifest({
  resource: 'model-releases',
  fields: {
    id: field.id(),
    model_id: field.reference('models').unique('video_id'),
    model_name: field.answer(z.string()),
    video_id: field.reference('videos'),
    video_title: field.answer(z.string()),
    /** The day the model signed the consent and release for this video. */
    signed_on: day(pastDay).sortable(),
    ...field.timestamps(),
  },
  nameField: 'model_name',
  defaultSort: '-signed_on',
  filters: modelReleaseFilters,
});
export const {
  entity: modelRelease,
  create: modelReleaseCreate,
  update: modelReleaseUpdate,
  listQuery: modelReleaseListQuery,
  page: modelReleasePage,
} = modelReleaseManifest;
export type ModelRelease = z.infer<typeof modelRelease>;

/** What keeps a model from being cleared for a video. */
export const COMPLIANCE_GAPS = ['production_day', 'record', 'underage', 'document_expired', 'release'] as const;
export type ComplianceGap = (typeof COMPLIANCE_GAPS)[number];
/** A 409 `compliance_missing`'s `missing`: each model not cleared, and why. */
export const complianceMissing = z.array(
  z.object({ model_id: z.number().int(), name: z.string(), gaps: z.array(z.enum(COMPLIANCE_GAPS)) }),
);

/** A 409 `legal_hold`'s detail: the first day the record may be deleted. */
export const legalHold = z.object({ held_until: calendarDay });

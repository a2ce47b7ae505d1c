/** Performers' compliance records: one per model, and one release per model and video (`compliance.ts` of the contract). */
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ID_DOCUMENT_TYPES } from '@backlot/contract';
import { models } from './catalogue.js';
import { id, oneOf, timestamps } from './columns.js';
import { privateFilesOf } from './private-files.js';
import { videos } from './videos.js';

export const modelRecords = pgTable(
  'model_records',
  {
    id: id(),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    legalName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    aliases: jsonb().$type<string[]>().notNull().default([]),
    idDocumentType: text().notNull(),
    idDocumentLast4: text().notNull(),
    idDocumentCountry: text().notNull(),
    idDocumentExpiresOn: date({ mode: 'string' }).notNull(),
    custodian: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('model_records_model_id_key').on(t.modelId),
    index('model_records_legal_name_idx').on(t.legalName),
    index('model_records_expires_idx').on(t.idDocumentExpiresOn),
    check('model_records_id_document_type_check', oneOf(t.idDocumentType, ID_DOCUMENT_TYPES)),
  ],
);

export const modelReleases = pgTable(
  'model_releases',
  {
    id: id(),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'restrict' }),
    signedOn: date({ mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('model_releases_model_id_key').on(t.modelId, t.videoId),
    index('model_releases_video_idx').on(t.videoId),
  ],
);

/** Scans of a record's identity document (front, back) and of a release's signed form. */
export const modelRecordScans = privateFilesOf('model_record_scans', 'model_record_id', modelRecords);
export const modelReleaseScans = privateFilesOf('model_release_scans', 'model_release_id', modelReleases);

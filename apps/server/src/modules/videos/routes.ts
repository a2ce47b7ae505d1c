/**
 * Videos: a declared resource with ordered models, directors and tags, six file fields, derived `is_srt` and
 * effective status, the filters of the contract and the publish/hide state machine (`publishing.ts`).
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { videoManifest, EXPORT_FIELDS, IMPORT_FIELDS } from '@backlot/contract';
import { videoDirectors, videoModels, videoPhotos, videos, videoTags } from '../../db/schema/index.js';
import {
  crudResource,
  declared,
  fileField,
  galleryOf,
  type LinkTarget,
  linkedTo,
  manyToMany,
} from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import { linkedDirectors } from '../directors/read.js';
import type { Module } from '../module.js';
import { linkedModels } from '../models/read.js';
import { linkedTags } from '../tags/read.js';
import { registerBatchCreate } from './batch-create.js';
import { effectiveStatus, statusIs, stillCleared, videoActions } from './publishing.js';

type LinkTable = PgTable & { videoId: PgColumn; targetId: PgColumn; position: PgColumn };

/** A video's ordered link to the records of another module, answered as `as` with what that module shows. */
const link = (through: LinkTable, target: LinkTarget, as: string) =>
  manyToMany({
    through,
    owner: through.videoId,
    target: through.targetId,
    position: through.position,
    ...target,
    as,
  });

const relations = {
  model_ids: link(videoModels, linkedModels, 'models'),
  director_ids: link(videoDirectors, linkedDirectors, 'directors'),
  tag_ids: link(videoTags, linkedTags, 'tags'),
};

const files = {
  cover_id: fileField({ column: videos.coverId, kind: 'image', as: 'cover' }),
  preview_id: fileField({ column: videos.previewId, kind: 'video', as: 'preview' }),
  trailer_id: fileField({ column: videos.trailerId, kind: 'video', as: 'trailer' }),
  video_file_id: fileField({ column: videos.videoFileId, kind: 'video', as: 'video_file' }),
  subtitle_zh_id: fileField({ column: videos.subtitleZhId, kind: 'subtitle', as: 'subtitle_zh' }),
  subtitle_en_id: fileField({ column: videos.subtitleEnId, kind: 'subtitle', as: 'subtitle_en' }),
};

const isSrt = sql<boolean>`(${videos.subtitleZhId} is not null or ${videos.subtitleEnId} is not null)`;

export const videosModule: Module = (app, deps) => {
  const declaration = declared(videoManifest, {
    table: videos,
    restorable: true,
    read: { columns: { ...wireColumns(videos), status: effectiveStatus, is_srt: isSrt } },
    relations,
    files,
    gallery: galleryOf(videoPhotos),
    filterTargets: {
      status: statusIs,
      free: videos.isFree,
      tag_id: linkedTo(videos, relations.tag_ids),
      model_id: linkedTo(videos, relations.model_ids),
      director_id: linkedTo(videos, relations.director_ids),
      published: videos.publishedAt,
    },
    actions: videoActions,
    afterWrite: stillCleared,
    export: { filename: 'videos.csv', ...EXPORT_FIELDS.videos },
    import: IMPORT_FIELDS.videos,
  });
  const service = crudResource(app, deps, declaration);
  registerBatchCreate(app, deps.db, service);
};

/**
 * The compliance read views other modules ask, so none reads the compliance tables: whether a video's models
 * are cleared to appear in it (the videos' publishing), and what is kept of a model under legal hold (a model's
 * privacy erase). A model is cleared for a video produced on day D when it has a record,
 * was 18 or older on D, its document had not expired by D, and it signed a release for that video.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ADULT_AGE, type ComplianceGap } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import {
  modelRecords,
  modelRecordScans,
  modelReleases,
  modelReleaseScans,
  videoModels,
} from '../../db/schema/index.js';
import { modelName } from '../models/read.js';
import { heldUntil } from './legal-hold.js';

export type ComplianceMissing = { model_id: number; name: string; gaps: ComplianceGap[] };

/** Each model of `videoId` not cleared for it, with what is missing; none when all are. */
export async function complianceGaps(ex: Executor, videoId: number, producedOn: string | null) {
  const day = producedOn === null ? sql`null::date` : sql`${producedOn}::date`;
  const rows = await ex
    .select({
      model_id: videoModels.targetId,
      name: modelName(videoModels.targetId),
      record: sql<boolean>`${modelRecords.id} is not null`,
      adult: sql<boolean>`${modelRecords.dateOfBirth} + make_interval(years => ${ADULT_AGE}) <= ${day}`,
      documentValid: sql<boolean>`${modelRecords.idDocumentExpiresOn} >= ${day}`,
      release: sql<boolean>`${modelReleases.id} is not null`,
    })
    .from(videoModels)
    .leftJoin(modelRecords, eq(modelRecords.modelId, videoModels.targetId))
    .leftJoin(modelReleases, and(eq(modelReleases.modelId, videoModels.targetId), eq(modelReleases.videoId, videoId)))
    .where(eq(videoModels.videoId, videoId))
    .orderBy(videoModels.position);
  return rows.flatMap(({ model_id, name, record, adult, documentValid, release }): ComplianceMissing[] => {
    const gaps: ComplianceGap[] = [];
    if (producedOn === null) gaps.push('production_day');
    if (!record) gaps.push('record');
    else if (producedOn !== null) {
      if (!adult) gaps.push('underage');
      if (!documentValid) gaps.push('document_expired');
    }
    if (!release) gaps.push('release');
    return gaps.length ? [{ model_id, name, gaps }] : [];
  });
}

/**
 * What the law keeps of a model whatever its erasure: its record, releases and their scans, and the first day
 * the last of them may be deleted (`legal-hold.ts`); a model's privacy erase answers it.
 */
export async function keptUnderHold(ex: Executor, modelId: number) {
  const [kept] = await queryRows<{ records: number; releases: number; scans: number; last: Date | null }>(
    ex,
    sql`with record as (select id, updated_at from ${modelRecords} where model_id = ${modelId}),
      release as (select id, updated_at from ${modelReleases} where model_id = ${modelId}),
      scan as (
        select s.created_at from ${modelRecordScans} s join record on record.id = s.model_record_id
        union all
        select s.created_at from ${modelReleaseScans} s join release on release.id = s.model_release_id
      )
      select (select count(*)::int from record) as records, (select count(*)::int from release) as releases,
        (select count(*)::int from scan) as scans,
        greatest((select max(updated_at) from record), (select max(updated_at) from release),
          (select max(created_at) from scan)) as last`,
  );
  const { records, releases, scans, last } = kept!;
  return { records, releases, scans, held_until: last ? heldUntil(new Date(last)) : null };
}

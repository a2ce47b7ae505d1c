/**
 * Whether a video's models are cleared to appear in it: the read view the videos' publishing asks, so no other
 * module reads the compliance tables. A model is cleared for a video produced on day D when it has a record,
 * was 18 or older on D, its document had not expired by D, and it signed a release for that video.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ADULT_AGE, type ComplianceGap } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { modelRecords, modelReleases, models, videoModels } from '../../db/schema/index.js';

export type ComplianceMissing = { model_id: number; name: string; gaps: ComplianceGap[] };

/** Each model of `videoId` not cleared for it, with what is missing; none when all are. */
export async function complianceGaps(ex: Executor, videoId: number, producedOn: string | null) {
  const day = producedOn === null ? sql`null::date` : sql`${producedOn}::date`;
  const rows = await ex
    .select({
      model_id: models.id,
      name: models.name,
      record: sql<boolean>`${modelRecords.id} is not null`,
      adult: sql<boolean>`${modelRecords.dateOfBirth} + make_interval(years => ${ADULT_AGE}) <= ${day}`,
      documentValid: sql<boolean>`${modelRecords.idDocumentExpiresOn} >= ${day}`,
      release: sql<boolean>`${modelReleases.id} is not null`,
    })
    .from(videoModels)
    .innerJoin(models, eq(models.id, videoModels.targetId))
    .leftJoin(modelRecords, eq(modelRecords.modelId, models.id))
    .leftJoin(modelReleases, and(eq(modelReleases.modelId, models.id), eq(modelReleases.videoId, videoId)))
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

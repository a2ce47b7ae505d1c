/**
 * Demo compliance records: every model has one (adults, documents of three kinds and countries, three of them
 * expiring within the month), every video a production day before its publication, and every model of a video
 * a release for it — but for a few drafts, whose publishing then names the release missing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { ID_DOCUMENT_TYPES } from '@backlot/contract';
import type { Tx } from '../db/client.js';
import { modelRecords, modelReleases, models, videoModels, videos } from '../db/schema/index.js';

const DAY_MS = 86_400_000;
const COUNTRIES = ['US', 'FR', 'JP', 'KR', 'BR', 'CZ', 'NO', 'CN'];
const CUSTODIAN = 'Custodian of Records, Backlot Media LLC, 1200 Example Avenue, Suite 400, Los Angeles, CA 90012';
/** Models whose document expires within the month, for staff to renew. */
const EXPIRING = 3;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function demoCompliance(tx: Tx) {
  const now = Date.now();
  const all = await tx.select({ id: models.id, name: models.name }).from(models).orderBy(asc(models.id));
  await tx.insert(modelRecords).values(
    all.map((model, i) => ({
      modelId: model.id,
      legalName: `${model.name.split(' ')[0]} ${['Moreau', 'Bianchi', 'Sato', 'Park', 'Costa', 'Dvořák'][i % 6]}`,
      dateOfBirth: `${1986 + (i % 14)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      aliases: i % 3 === 0 ? [model.name.split(' ')[0]!] : [],
      idDocumentType: ID_DOCUMENT_TYPES[i % ID_DOCUMENT_TYPES.length]!,
      idDocumentLast4: String(1000 + ((i * 7919) % 9000)),
      idDocumentCountry: COUNTRIES[i % COUNTRIES.length]!,
      idDocumentExpiresOn: dayOf(i < EXPIRING ? now + (7 + i * 9) * DAY_MS : now + (400 + i * 53) * DAY_MS),
      custodian: CUSTODIAN,
    })),
  );

  await tx.update(videos).set({
    producedOn: sql`(coalesce(${videos.publishedAt}, now()) - make_interval(days => 20 + ${videos.id} % 40))::date`,
  });
  const links = await tx
    .select({ videoId: videoModels.videoId, modelId: videoModels.targetId, producedOn: videos.producedOn })
    .from(videoModels)
    .innerJoin(videos, eq(videos.id, videoModels.videoId))
    .orderBy(asc(videoModels.videoId));
  const drafts = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.status, 'draft'))
    .orderBy(asc(videos.id));
  /** Every other draft still waits for a release. */
  const waiting = new Set(drafts.filter((_, i) => i % 2 === 0).map((video) => video.id));
  await tx
    .insert(modelReleases)
    .values(
      links
        .filter((link) => !waiting.has(link.videoId))
        .map((link) => ({ videoId: link.videoId, modelId: link.modelId, signedOn: link.producedOn! })),
    );
}

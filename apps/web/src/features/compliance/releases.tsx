/** A model's signed consent and release for one video; its show page holds the signed form's scans. */
import { modelReleaseFilters, modelReleaseManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { modelReleasesApi, type ModelRelease } from './api';
import { MODEL_RELEASES_PATH, modelReleasePermissions } from './constants';

const modelName = (model: RelatedRecord) => String(model.name);
const videoTitle = (video: RelatedRecord) => `${String(video.serialNumber)} · ${String(video.title)}`;

export const modelReleaseResource = defineResource<ModelRelease>({
  ns: 'model-releases',
  path: MODEL_RELEASES_PATH,
  api: modelReleasesApi,
  permissions: modelReleasePermissions,
  manifest: modelReleaseManifest,
  search: false,
  hasShow: true,
  scans: true,
  titleOf: (release) => `${release.modelName} · ${release.videoTitle}`,
  filters: contractFilters(modelReleaseFilters, {
    model_id: pickedBy<RelatedRecord>('fields.modelId', 'models', modelName),
    video_id: pickedBy<RelatedRecord>('fields.videoId', 'videos', videoTitle),
  }),
  presentation: { videoId: { relation: { path: 'videos', labelOf: videoTitle } } },
});

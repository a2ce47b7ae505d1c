/** Compliance records for tests: a model, its record, a video of it and its release, through the API. */
import type { App } from '../app.js';
import { as } from './client.js';
import { image, mp4, upload } from './files.js';

export function complianceFixtures(app: App, token: string) {
  const api = as(app, token);
  let serial = 700;
  const model = async (name: string): Promise<number> =>
    (await api.post('/api/models', { name, name_cn: name, gender: 'female' })).body.id;
  const record = (modelId: number, extra: object = {}) =>
    api.post('/api/model-records', {
      model_id: modelId,
      legal_name: 'Jane Roe',
      date_of_birth: '1998-04-02',
      id_document_type: 'passport',
      id_document_last4: '7x2q',
      id_document_country: 'us',
      id_document_expires_on: '2030-01-31',
      custodian: 'Records Custodian, 1 Main St, Los Angeles CA',
      ...extra,
    });
  /** A video of `modelIds` with everything publishing asks but their clearance (needs `upload-files`). */
  const video = async (modelIds: number[], extra: object = {}) => {
    const cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
    const movie = (await upload(app, token, 'videos', mp4(30), { name: 'movie.mp4' })).body.id;
    return api.post('/api/videos', {
      serial_number: `SC-${String(++serial).padStart(6, '0')}`,
      title: 'Dawn',
      title_cn: '黎明',
      cover_id: cover,
      video_file_id: movie,
      model_ids: modelIds,
      ...extra,
    });
  };
  return { api, model, record, video };
}

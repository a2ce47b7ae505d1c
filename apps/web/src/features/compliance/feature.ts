import { dashboardCard } from '../../lib/dashboard-cards';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { MODEL_RECORDS_PATH, MODEL_RELEASES_PATH, modelRecordPermissions, modelReleasePermissions } from './constants';

const records = defaultPages(() => import('./records').then((m) => ({ resource: m.modelRecordResource })));
const releases = defaultPages(() => import('./releases').then((m) => ({ resource: m.modelReleaseResource })));
const recordFields = () => import('./record-fields');

/** Models' compliance records: children of the `/videos` group, shown only under their permissions. */
export const modelRecords = feature({
  messages: { 'model-records': () => import('./record-messages') },
  recordFields: { 'model-records': () => recordFields().then((m) => m.modelRecordFields) },
  dashboard: [dashboardCard('documents-to-renew', 'list-model-records', () => import('./documents-to-renew'))],
  crud: {
    ns: 'model-records',
    base: 'model-records',
    listPath: MODEL_RECORDS_PATH,
    permissions: modelRecordPermissions,
    pages: { list: records.list(), create: records.form(), edit: records.form(), show: records.show() },
  },
});

/** Models' releases, one per model and video: children of the `/videos` group. */
export const modelReleases = feature({
  messages: { 'model-releases': () => import('./release-messages') },
  recordFields: { 'model-releases': () => recordFields().then((m) => m.modelReleaseFields) },
  crud: {
    ns: 'model-releases',
    base: 'model-releases',
    listPath: MODEL_RELEASES_PATH,
    permissions: modelReleasePermissions,
    pages: { list: releases.list(), create: releases.form(), edit: releases.form(), show: releases.show() },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { MODELS_PATH, modelPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.modelResource })));
const form = pages.form();

/** Models: children of the `/videos` group. */
export const models = feature({
  messages: { models: () => import('./messages') },
  recordFields: { models: () => import('./record-fields').then((m) => m.modelFields) },
  crud: {
    ns: 'models',
    base: 'models',
    listPath: MODELS_PATH,
    permissions: modelPermissions,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
      import: pages.importPage(),
    },
  },
});

import { lazyPage } from '../../lib/routes';
import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { VIDEOS_PATH, videoPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.videoResource })));
const form = pages.form();

/** Videos: the content group's own list (`/videos`), its form (`/videos/create`, `/videos/edit/:id`), batch creation (`/videos/batch-create`) and a video's page (`/videos/show/:id`). */
export const videos = feature({
  messages: { videos: () => import('./messages') },
  recordFields: { videos: () => import('./record-fields').then((m) => m.videoFields) },
  crud: {
    ns: 'videos',
    base: '',
    listPath: VIDEOS_PATH,
    permissions: videoPermissions,
    showAt: 'show',
    pages: {
      list: pages.list(),
      create: form,
      batchCreate: lazyPage(() => import('./pages/batch-create-page')),
      edit: form,
      show: pages.show(),
      import: pages.importPage(),
    },
  },
});

import { feature } from '../../lib/feature';
import { defaultPages } from '../../lib/resource/default-pages';
import { QUESTIONS_PATH, questionPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.questionResource })));
const form = pages.form();

/** The FAQ: the `/questions` group's own list and create, first in its menu; an entry's pages (`/questions/:id/edit`, `/questions/:id`) last in the group. */
export const questions = feature({
  messages: { questions: () => import('./messages') },
  recordFields: { questions: () => import('./record-fields').then((m) => m.questionFields) },
  crud: {
    ns: 'questions',
    base: '',
    listPath: QUESTIONS_PATH,
    permissions: questionPermissions,
    editAfterId: true,
    pages: {
      list: pages.list(),
      create: form,
      edit: form,
      show: pages.show(),
    },
  },
});

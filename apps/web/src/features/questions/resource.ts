import { questionFilters, questionManifest } from '@backlot/contract';
import { contractFilters, defineResource } from '../../lib/resource';
import { siteFilter } from '../../lib/storefront/fields';
import { questionsApi, type Question } from './api';
import { QUESTIONS_PATH, questionPermissions } from './constants';

/** The FAQ of each site, in the order staff drag them into (Reorder, once the list shows one site). */
export const questionResource = defineResource<Question>({
  ns: 'questions',
  path: QUESTIONS_PATH,
  api: questionsApi,
  permissions: questionPermissions,
  manifest: questionManifest,
  leading: ['id', 'question', 'questionCn', 'siteId'],
  hasShow: true,
  editAfterId: true,
  filters: contractFilters(questionFilters, { site_id: siteFilter() }),
  reorder: { scope: ['siteId'] },
  presentation: {
    siteId: { width: 140 },
    question: { width: 320 },
    questionCn: { width: 280 },
    answer: { hideInTable: true },
    answerCn: { hideInTable: true },
    sort: { width: 80, help: 'help.sort' },
  },
});

import { siteFilter } from '../../lib/storefront/fields';
import { resourceFeature } from '../../lib/resource-feature';

/**
 * The FAQ of each site: the `/questions` group's own list and create, first in its menu; an entry's pages
 * (`/questions/:id/edit`, `/questions/:id`) last in the group. Entries are in the order staff drag them into
 * (Reorder, for one site).
 */
export const questions = resourceFeature({
  ns: 'questions',
  path: '/questions',
  manifest: () => import('@backlot/contract/questions').then((m) => m.questionManifest),
  messages: () => import('./messages'),
  declaration: {
    leading: ['id', 'question', 'questionCn', 'siteId'],
    editAfterId: true,
    filters: { site_id: siteFilter() },
    reorder: { scope: ['siteId'] },
    presentation: {
      siteId: { width: 140 },
      question: { width: 320 },
      questionCn: { width: 280 },
      answer: { hideInTable: true },
      answerCn: { hideInTable: true },
      sort: { width: 80, help: 'help.sort' },
    },
  },
  pages: { create: true, edit: true, show: true },
});

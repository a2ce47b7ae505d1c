import { resourceFeature } from '../../lib/resource-feature';

/**
 * Canned replies, children of the `/questions` group beside the tickets: a title and the text in English and
 * Chinese, active or not. A ticket's reply box inserts an active one in the ticket's language.
 */
export const cannedReplies = resourceFeature({
  ns: 'canned-replies',
  path: '/questions/canned-replies',
  manifest: () => import('@backlot/contract/canned-replies').then((m) => m.cannedReplyManifest),
  messages: () => import('./messages'),
  declaration: {
    presentation: {
      title: { width: 240 },
      body: { help: 'help.body', width: 320 },
      bodyCn: { help: 'help.body', width: 320 },
      active: { width: 100 },
    },
  },
  pages: { create: true, edit: true, show: true },
});

/**
 * Canned replies: texts staff keep ready for the usual questions, in both languages of the member sites, managed
 * under the support menu (`/canned-replies`, `*-canned-replies`). On a ticket's page a picker inserts the text in
 * the ticket's language into the reply box, where staff edit it before sending.
 *
 * Decisions where the specification says nothing:
 * - Titles are unique, ignoring case; only active replies are offered on a ticket (an inactive one is kept for
 *   later, not deleted).
 * - The picker reads `GET /supports/canned-replies` under `reply-supports`: whoever may reply may use them,
 *   without holding the permission to manage them.
 * - A ticket in English takes `body`; one in Chinese, Simplified or Traditional, takes `body_cn` as stored
 *   (records keep one Chinese text; staff adjust a Traditional ticket's wording in the reply box).
 */
import { z } from 'zod';
import { filters, flagFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import type { Language } from './messages.js';
import { multiLineText } from './text.js';

/** Longest canned text, in characters. */
export const CANNED_REPLY_MAX = 5_000;
const body = () => field.of('multiline', z.string(), multiLineText(CANNED_REPLY_MAX).min(1, 'msg.required'));

export const cannedReplyManifest = manifest({
  resource: 'canned-replies',
  fields: {
    id: field.id(),
    title: field.text(128).sortable().searched().unique(),
    /** The English text. */
    body: body(),
    /** The Chinese text. */
    body_cn: body(),
    /** Offered on a ticket's page. */
    active: field.flag().default(true),
    ...field.timestamps(),
  },
  nameField: 'title',
  defaultSort: 'title',
  filters: filters({ active: flagFilter() }),
  bulk: ['delete'],
});
export const {
  entity: cannedReply,
  create: cannedReplyCreate,
  update: cannedReplyUpdate,
  listQuery: cannedReplyListQuery,
  page: cannedReplyPage,
} = cannedReplyManifest;
export type CannedReply = z.infer<typeof cannedReply>;

/** `GET /supports/canned-replies`: the active ones, by title, to insert into a reply. */
export const cannedReplyChoices = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string(), body_cn: z.string() })),
});

/** The text a ticket in `language` takes. */
export const cannedTextFor = (reply: { body: string; bodyCn: string }, language: Language) =>
  language === 'en' ? reply.body : reply.bodyCn;

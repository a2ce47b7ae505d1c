/**
 * A member's timeline (`GET /users/{id}/timeline`, under `list-users`): one list, newest first, of their support
 * tickets, comments, orders, subscription changes, what staff asked the processor of their subscriptions and
 * orders (cancel, expire, extend, reactivate, refund) and the notes staff wrote about them, paged. Staff add a note
 * with `POST /users/{id}/notes` (`note-users`, audited as `note` on the member).
 *
 * Decisions where the specification says nothing:
 * - An entry of a kind the admin may not list elsewhere is left out: tickets need `list-supports`, comments
 *   `list-comments`, orders and subscription changes `list-orders`, processor actions `list-processor-actions`;
 *   notes are read with the member.
 * - A processor action is one entry at the time staff asked it, its state as it is now (pending, confirmed,
 *   failed, stale); the change it brought shows as a subscription change or an order of its own once confirmed.
 * - A ticket is the member's when it was tied to them on receipt or sent from their e-mail (as the privacy
 *   export counts them). A subscription's changes are its start (with its first state), its cancellation and its
 *   end, each at the instant the ledger recorded.
 * - Channel partners see no timeline (404): their roles hold none of the kinds it gathers.
 * - Ties in time read kind by kind, then newest record first, so a page boundary never drops or repeats one.
 */
import { z } from 'zod';
import { instant, listQuery } from './common.js';
import { PROCESSOR_ACTION_KINDS } from './processor-actions.js';
import { multiLineText } from './text.js';

export const TIMELINE_KINDS = ['ticket', 'comment', 'order', 'subscription', 'action', 'note'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Longest note on a member, in characters. */
export const MEMBER_NOTE_MAX = 5_000;

/** A note on a member (`POST /users/{id}/notes`). */
export const memberNoteCreate = z.strictObject({ body: multiLineText(MEMBER_NOTE_MAX).min(1, 'msg.required') });

/** One entry of the timeline. */
export const timelineEntry = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** The record's id in its own kind (the ticket, comment, order, subscription or note). */
  id: z.number().int(),
  at: instant,
  /**
   * What it says: the ticket's subject, the comment, the order's type, the subscription's change, the processor
   * action's reason, the note.
   */
  text: z.string(),
  /** Its state where it has one (a ticket's, a comment's, a subscription's after the change, an action's). */
  status: z.string().nullable(),
  /** An order's or a refund's amount, as a decimal string in its currency. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** A note's author, the admin who asked a processor action. */
  author: z.string().nullable(),
  /** A processor action's kind. */
  action: z.enum(PROCESSOR_ACTION_KINDS).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** The page and its size (at most 200 entries, as every list). */
export const timelineQuery = listQuery.pick({ page: true, per_page: true });
export const timelinePage = z.object({
  data: z.array(timelineEntry),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_next: z.boolean() }),
});

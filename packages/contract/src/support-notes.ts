/**
 * Internal notes on a support ticket: what staff write for each other about it. A note is never e-mailed, never
 * joins the member's thread (`GET /supports/{id}/replies`), never reaches a member site (no `/api/site` or
 * intake answer carries one) nor a member's privacy export; the ticket's page shows the notes among the thread's
 * messages, set apart from replies, with their author and time.
 *
 * Decisions where the specification says nothing:
 * - Writing one is the ticket's `note` action (`POST /supports/{id}/note`, `note-supports`, audited as `note`
 *   with the ticket's `notes_count`), in every state, archived included: a note explains a ticket after the fact.
 * - Reading them is `GET /supports/{id}/notes` under `list-supports`: whoever reads tickets reads their notes.
 * - Notes are not edited or deleted one by one; they go with their ticket.
 */
import { z } from 'zod';
import { instant } from './common.js';
import { multiLineText } from './text.js';

/** Longest note, in characters. */
export const SUPPORT_NOTE_MAX = 5_000;

/** A note as staff write it (`POST /supports/{id}/note`). */
export const supportNoteCreate = z.strictObject({ body: multiLineText(SUPPORT_NOTE_MAX).min(1, 'msg.required') });

/** A note as staff read it. */
export const supportNote = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  /** The author (null once the admin is deleted) and their username when they wrote it. */
  admin_id: z.number().int().nullable(),
  admin_username: z.string().nullable(),
  body: z.string(),
  created_at: instant,
});
export type SupportNote = z.infer<typeof supportNote>;
/** `GET /supports/{id}/notes`: oldest first, as the thread reads. */
export const supportNotes = z.object({ data: z.array(supportNote) });

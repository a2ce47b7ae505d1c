/**
 * Support tickets: what members ask through a member site's contact form (`POST /intake/supports`, with the
 * site's key). `open` -> `solved` -> `archived`; `archived` -> `open` (recover); a transition the state does
 * not allow is a 409. Staff read a ticket with its attachment, reply (`POST /supports/{id}/reply`: the reply
 * is kept on the ticket's thread and e-mailed to the ticket's address through the mail outbox, in the
 * ticket's language), solve, archive, recover and delete it. Nothing of the member's is edited.
 *
 * Decisions where the specification says "not shown":
 * - `type` is one of SUPPORT_TYPES (the member site's contact form offers them).
 * - `waiting_since` is when the ticket was last opened (received, or recovered), null once solved or
 *   archived: the list shows how long each open ticket has waited, and sorts by it, oldest first, by default
 *   (open tickets first; the others after, as the database puts nulls last).
 * - The attachment is a file the site uploaded first (`POST /intake/files`, multipart, with its key): the
 *   same checks as staff uploads (type sniffed from the content, size limit, blocklist). A ticket may name
 *   only an attachment its own site uploaded and no other ticket holds (422 on `attachment_id` otherwise).
 * - A reply is refused on an archived ticket (409): recover it first. A reply does not change the state.
 * - `member_id` is the member whose e-mail the ticket gives, when there is one (matched on receipt).
 */
import { z } from 'zod';
import { SUPPORT_STATUSES, SUPPORT_TYPES, OUTBOX_STATUSES } from './choices.js';
import { idSchema, instant } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { LANGUAGES } from './messages.js';
import { emailText, multiLineText, requiredText } from './text.js';

export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Largest attachment a member site may upload for a ticket (bytes); staff attachments allow more. */
export const INTAKE_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

export const supportFilters = filters({
  status: enumFilter(SUPPORT_STATUSES),
  type: enumFilter(SUPPORT_TYPES),
  site_id: idFilter(),
  created: dateRange(),
});

/** A staff reply (`POST /supports/{id}/reply`). */
export const supportReplyCreate = z.strictObject({ message: multiLineText(10_000).min(1, 'msg.required') });

/** A ticket as staff read it: nothing of the member's is written here; `q` matches the subject or the e-mail. */
export const supportManifest = manifest({
  resource: 'supports',
  fields: {
    id: field.id(),
    subject: field.of('text', z.string()).searched(),
    /** When the ticket was last opened (received or recovered); null unless it is open. */
    waiting_since: field.instant().nullable().sortable(),
    status: field.state(SUPPORT_STATUSES).sortable(),
    type: field.state(SUPPORT_TYPES).sortable(),
    email: field.of('text', z.string()).searched(),
    /** The member with this e-mail when the ticket arrived, if any. */
    member_id: field.answer(z.number().int().nullable()),
    /** That member's username, to name them by. */
    member_username: field.answer(z.string().nullable()),
    replies_count: field.count(),
    attachment_id: field.answer(z.number().int().nullable()),
    attachment: field.answer(storedFile.nullable()),
    site_id: field.answer(z.number().int().nullable()),
    site_name: field.answer(z.string().nullable()),
    /** The language replies are written in (the member site's, when it sent the ticket). */
    language: field.state(LANGUAGES),
    message: field.of('multiline', z.string()),
    last_reply_at: field.instant().nullable(),
    solved_at: field.instant().nullable(),
    ...field.timestamps(),
  },
  nameField: 'subject',
  // Open tickets first, the longest waiting first; the rest after them (nulls sort last).
  defaultSort: 'waiting_since',
  filters: supportFilters,
  readOnly: true,
  transitions: {
    field: 'status',
    actions: {
      solve: { from: ['open'] },
      archive: { from: ['solved'] },
      recover: { from: ['archived'] },
      /** Keeps the state: an archived ticket takes no reply until it is recovered. */
      reply: { from: ['open', 'solved'], body: supportReplyCreate },
    },
  },
  bulk: ['solve'],
});
export const { entity: supportTicket, listQuery: supportListQuery, page: supportPage } = supportManifest;
export type SupportTicket = z.infer<typeof supportTicket>;

/** What a member site sends (`POST /intake/supports`, with its intake key). */
export const supportIntake = z.strictObject({
  type: z.enum(SUPPORT_TYPES),
  subject: requiredText(200),
  email: emailText(),
  message: multiLineText(10_000).min(1, 'msg.required'),
  /** A file the same site uploaded through `POST /intake/files`. */
  attachment_id: idSchema.nullish(),
  /** The visitor's language on the site; replies are written in it. Chinese when absent. */
  language: z.enum(LANGUAGES).optional(),
});

/** One staff reply on a ticket's thread, with the e-mail that carried it. */
export const supportReply = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  admin_id: z.number().int().nullable(),
  /** The author's username when they wrote it. */
  admin_username: z.string().nullable(),
  message: z.string(),
  outbox_id: z.number().int().nullable(),
  /** What became of the e-mail (null once the outbox message is gone). */
  outbox_status: z.enum(OUTBOX_STATUSES).nullable(),
  created_at: instant,
});
export type SupportReply = z.infer<typeof supportReply>;
export const supportReplies = z.object({ data: z.array(supportReply) });

/** What the intake answers for an uploaded file: its id (to name in a ticket), name, type and size. */
export const intakeFile = z.object({ id: idSchema, name: z.string(), mime: z.string(), size: z.number().int() });

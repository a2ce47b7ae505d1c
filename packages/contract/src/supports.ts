/**
 * Support tickets: what members ask through a member site's contact form (`POST /intake/supports`, with the
 * site's key). `open` -> `waiting` (a staff reply: the ticket waits for the member) -> `open` (the member writes
 * again); `open` | `waiting` -> `solved` -> `archived`; `archived` -> `open` (recover); a transition the state
 * does not allow is a 409. Staff read a ticket with its attachment, reply (`POST /supports/{id}/reply`: the
 * reply is kept on the ticket's thread and e-mailed to the ticket's address through the mail outbox, in the
 * ticket's language), solve, archive, recover and delete it. Nothing of the member's is edited.
 *
 * Decisions where the specification says "not shown":
 * - `type` is one of SUPPORT_TYPES (the member site's contact form offers them).
 * - `waiting_since` is when the ticket last began to wait on staff (received, recovered, or the member wrote
 *   again), null while it waits on the member, and once solved or archived: the list shows how long each open
 *   ticket has waited, and sorts by it, oldest first, by default (open tickets first; the others after, as the
 *   database puts nulls last).
 * - The attachment is a file the site uploaded first (`POST /intake/files`, multipart, with its key): the
 *   same checks as staff uploads (type sniffed from the content, size limit, blocklist). A ticket may name
 *   only an attachment its own site uploaded and no other ticket holds (422 on `attachment_id` otherwise).
 * - A reply is refused on an archived ticket (409): recover it first. A reply to an open ticket makes it
 *   `waiting`; a reply to a waiting or solved ticket keeps its state.
 * - The member's follow-up (`POST /intake/support-messages`, the site's key: the ticket, its e-mail, the
 *   text) joins the thread and opens the ticket again from any state — waiting, solved or archived — with
 *   `waiting_since` now (an open ticket keeps its own); a message the member wrote is never lost in a closed
 *   ticket. Only the site that sent the ticket may add to it, naming its e-mail (any case): otherwise a 422
 *   on `ticket_id`, so nobody learns which tickets exist.
 * - `member_id` is the member whose e-mail the ticket gives, when there is one (matched on receipt).
 * - A ticket has a priority and two clocks, first response and resolution (`support-clocks.ts`).
 * - Staff keep internal notes on a ticket (`support-notes.ts`), never shown to the member.
 * - A ticket may be assigned (`assign`, `assign-supports`, audited; not once archived) to an active admin who
 *   holds `list-supports` — anyone else is a 422 on `assignee_id` — or unassigned with null; deleting the
 *   admin unassigns their tickets. Admins are not scoped by site: the only row scope the kit has is the
 *   channel partners', and a partner's role holds no ticket permission, so whoever reads tickets reads and
 *   assigns them all. `GET /supports/assignees` lists whom a ticket may be assigned to.
 */
import { z } from 'zod';
import {
  ASSIGNMENTS,
  OUTBOX_STATUSES,
  SUPPORT_AUTHORS,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_TYPES,
} from './choices.js';
import { idSchema, instant } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { LANGUAGES } from './messages.js';
import { supportPrioritize } from './support-clocks.js';
import { supportNoteCreate } from './support-notes.js';
import { emailText, multiLineText, requiredText, singleLineText } from './text.js';

export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
export type Assignment = (typeof ASSIGNMENTS)[number];
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Largest attachment a member site may upload for a ticket (bytes); staff attachments allow more. */
export const INTAKE_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

export const supportFilters = filters({
  status: enumFilter(SUPPORT_STATUSES),
  type: enumFilter(SUPPORT_TYPES),
  priority: enumFilter(SUPPORT_PRIORITIES),
  site_id: idFilter(),
  /** Assigned to this admin. */
  assignee_id: idFilter(),
  /** Assigned to the admin who asks (`me`), to nobody, or to anyone. */
  assigned: enumFilter(ASSIGNMENTS),
  created: dateRange(),
});

/**
 * Assigning a ticket (`POST /supports/{id}/assign`): an admin who may view tickets; null or none unassigns (a
 * picker left empty sends none).
 */
export const supportAssign = z.strictObject({ assignee_id: idSchema.nullish() });

/** A staff reply (`POST /supports/{id}/reply`). */
export const supportReplyCreate = z.strictObject({ message: multiLineText(10_000).min(1, 'msg.required') });

/** A ticket as staff read it: nothing of the member's is written here; `q` matches the subject or the e-mail. */
export const supportManifest = manifest({
  resource: 'supports',
  fields: {
    id: field.id(),
    subject: field.of('text', z.string()).searched(),
    /** When the ticket last began to wait on staff (received, recovered, the member wrote); null unless open. */
    waiting_since: field.instant().nullable().sortable(),
    status: field.state(SUPPORT_STATUSES).sortable(),
    type: field.state(SUPPORT_TYPES).sortable(),
    /** Its clocks' targets depend on it (`support-clocks.ts`); a ticket arrives `normal`. */
    priority: field.state(SUPPORT_PRIORITIES),
    /** Staff's first reply: it stopped the first-response clock. */
    first_response_at: field.instant().nullable(),
    /** When the first response and the resolution are due, by the priority's targets. */
    first_response_due_at: field.answer(instant),
    resolution_due_at: field.answer(instant),
    email: field.of('text', z.string()).searched(),
    /** The member with this e-mail when the ticket arrived, if any. */
    member_id: field.answer(z.number().int().nullable()),
    /** That member's username, to name them by. */
    member_username: field.answer(z.string().nullable()),
    replies_count: field.count(),
    /** Internal notes staff wrote on the ticket (`support-notes.ts`): never shown to the member. */
    notes_count: field.count(),
    /** The admin the ticket is assigned to, if any, and their username. */
    assignee_id: field.answer(z.number().int().nullable()),
    assignee_username: field.answer(z.string().nullable()),
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
      solve: { from: ['open', 'waiting'] },
      archive: { from: ['solved'] },
      recover: { from: ['archived'] },
      /** Open -> waiting (the member's turn); otherwise the state stays. An archived ticket takes no reply. */
      reply: { from: ['open', 'waiting', 'solved'], body: supportReplyCreate },
      /** Keeps the state; an archived ticket is done with (recover it first). */
      assign: { from: ['open', 'waiting', 'solved'], body: supportAssign },
      /** An internal note (`support-notes.ts`): in every state; the state stays. */
      note: { from: ['open', 'waiting', 'solved', 'archived'], body: supportNoteCreate },
      /** Triage: the priority, and with it the clocks' targets; under the assigning permission. */
      prioritize: { from: ['open', 'waiting', 'solved'], permission: 'assign-supports', body: supportPrioritize },
    },
  },
  bulk: ['solve'],
});
export const { entity: supportTicket, listQuery: supportListQuery, page: supportPage } = supportManifest;
export type SupportTicket = z.infer<typeof supportTicket>;

/** `GET /supports/assignees?q=`: a part of the username; a picker's other parameters (its page size) are ignored. */
export const supportAssigneesQuery = z.object({ q: singleLineText(100).optional() });
/** Whom a ticket may be assigned to (`GET /supports/assignees?q=`): active admins who may view tickets. */
export const supportAssignees = z.object({ data: z.array(z.object({ id: z.number().int(), username: z.string() })) });
export type SupportAssignee = z.infer<typeof supportAssignees>['data'][number];

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

/** A member's follow-up on their ticket (`POST /intake/support-messages`, with the site's intake key). */
export const supportFollowUp = z.strictObject({
  ticket_id: idSchema,
  /** The ticket's e-mail (any case): the member site names whose ticket it writes to. */
  email: emailText(),
  message: multiLineText(10_000).min(1, 'msg.required'),
});

/** One message of a ticket's thread after the first: a staff reply with the e-mail that carried it, or the member's. */
export const supportReply = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The staff author (null for the member's messages, and once the admin is deleted). */
  admin_id: z.number().int().nullable(),
  /** The staff author's username when they wrote it. */
  admin_username: z.string().nullable(),
  message: z.string(),
  outbox_id: z.number().int().nullable(),
  /** What became of the e-mail (null for the member's messages and once the outbox message is gone). */
  outbox_status: z.enum(OUTBOX_STATUSES).nullable(),
  created_at: instant,
});
export type SupportReply = z.infer<typeof supportReply>;
export const supportReplies = z.object({ data: z.array(supportReply) });

/** What the intake answers for an uploaded file: its id (to name in a ticket), name, type and size. */
export const intakeFile = z.object({ id: idSchema, name: z.string(), mime: z.string(), size: z.number().int() });

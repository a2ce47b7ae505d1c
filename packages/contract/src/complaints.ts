/**
 * Complaints and takedown requests about content: the card schemes ask that a complaint about what a site
 * shows (no consent, an underage performer, someone's copyright or privacy, illegal content) be handled within
 * COMPLAINT_BUSINESS_DAYS business days. Staff enter the ones they receive (`source: staff`); a member site
 * sends its visitors' (`POST /intake/complaints` with the site's key, idempotent, rate-limited:
 * `source: member_site`).
 *
 * Decisions:
 * - `due_on` is the day COMPLAINT_BUSINESS_DAYS business days after the UTC day of `received_at`: Monday to
 *   Friday of UTC days, with no holiday calendar (`business-days.ts`). Staff may give `received_at` (a
 *   complaint that came by post or e-mail), never in the future; left out, it is the time of entry. Moving it
 *   moves `due_on`.
 * - `open` -> `upheld` | `rejected` (under `decide-complaints`), each with a required note; who decided and
 *   when are recorded. A decision from another state is a 409. A decided complaint is kept as decided: an
 *   edit of it is a 409 `conflict` (`err.complaintDecided`).
 * - `hide-video` (under `hide-video-complaints`) takes the video off the site at once while the complaint is
 *   open, through the videos' own hide (a published or scheduled video becomes hidden, audited as the videos'
 *   `hide`), in one transaction with the complaint's `video_hidden_at`. Upholding may do the same
 *   (`hide_video: true`). It needs a video named, and is done once (409 otherwise); a video already off the
 *   site (a draft, hidden) is left as it is and the complaint still records the time.
 * - A member site may name only a video it shows (one of its blocks lists it): any other id is the same 422
 *   `msg.unknownVideo` as an id of no video, so nothing of another site's catalogue is revealed. The URL
 *   alone is enough: a complaint names a video, a URL, or both.
 * - `overdue`: open and its due day has passed (UTC). The list is oldest due first; `due_soon=1` is the
 *   dashboard's: open and due within COMPLAINT_NOTICE_BUSINESS_DAYS business days, or overdue.
 */
import { z } from 'zod';
import { addBusinessDays, utcDay } from './business-days.js';
import { instant } from './common.js';
import { enumFilter, filters, flagFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { emailText, multiLineText, singleLineText } from './text.js';
import { URL_PATTERN } from './validation.js';

export const COMPLAINT_SOURCES = ['member_site', 'staff'] as const;
export const COMPLAINT_REASONS = ['no_consent', 'underage', 'copyright', 'privacy', 'illegal', 'other'] as const;
export const COMPLAINT_STATES = ['open', 'upheld', 'rejected'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];
/** Business days a complaint is handled within (card schemes' rule). */
export const COMPLAINT_BUSINESS_DAYS = 7;
/** The dashboard lists open complaints due within this many business days, and overdue ones. */
export const COMPLAINT_NOTICE_BUSINESS_DAYS = 2;

/** The day a complaint received at `receivedAt` is due: COMPLAINT_BUSINESS_DAYS business days after its UTC day. */
export const complaintDueOn = (receivedAt: Date) => addBusinessDays(utcDay(receivedAt), COMPLAINT_BUSINESS_DAYS);

const note = multiLineText(2000).min(1, 'msg.required');
export const complaintReject = z.strictObject({ note });
export const complaintUphold = z.strictObject({ note, hide_video: z.boolean().optional() });
const pastInstant = instant.refine((at) => Date.parse(at) <= Date.now(), 'msg.futureDate');
const webAddress = singleLineText(2048).regex(URL_PATTERN, 'msg.invalidUrl');
const videoOrUrl = {
  check: (body: Record<string, unknown>) => body.video_id != null || Boolean(body.url),
  message: 'msg.videoOrUrl',
  path: 'url',
};

export const complaintFilters = filters({
  status: enumFilter(COMPLAINT_STATES),
  reason: enumFilter(COMPLAINT_REASONS),
  overdue: flagFilter(),
  due_soon: flagFilter(),
});

export const complaintManifest = manifest({
  resource: 'complaints',
  fields: {
    id: field.id(),
    status: field.state(COMPLAINT_STATES),
    due_on: field.of('day', z.string(), undefined).sortable(),
    overdue: field.answer(z.boolean()),
    source: field.state(COMPLAINT_SOURCES),
    site_id: field.answer(z.number().int().nullable()),
    reason: field.enumOf(COMPLAINT_REASONS),
    complainant_name: field.text(200).searched(),
    complainant_email: field.of('text', z.string(), emailText()).searched(),
    video_id: field.reference('videos').nullable(),
    video_title: field.answer(z.string().nullable()),
    url: field.of('text', z.string().nullable(), webAddress.nullish()),
    message: field.of('multiline', z.string(), multiLineText(5000).min(1, 'msg.required')),
    received_at: field.of('instant', instant, pastInstant).sortable().optionalOnCreate(),
    decision_note: field.answer(z.string().nullable()),
    decided_at: field.answer(instant.nullable()),
    decided_by: field.answer(z.number().int().nullable()),
    decided_by_username: field.answer(z.string().nullable()),
    video_hidden_at: field.answer(instant.nullable()),
    ...field.timestamps(),
  },
  nameField: 'complainant_name',
  defaultSort: 'due_on',
  filters: complaintFilters,
  transitions: {
    field: 'status',
    actions: {
      uphold: { from: ['open'], permission: 'decide-complaints', body: complaintUphold },
      reject: { from: ['open'], permission: 'decide-complaints', body: complaintReject },
      'hide-video': { from: ['open'], needs: { set: ['video_id'], unset: ['video_hidden_at'] } },
    },
  },
  refine: { create: videoOrUrl },
});
export const {
  entity: complaint,
  create: complaintCreate,
  update: complaintUpdate,
  listQuery: complaintListQuery,
  page: complaintPage,
} = complaintManifest;
export type Complaint = z.infer<typeof complaint>;

/** What a member site sends: the complaint as staff would enter it, received now. */
const { received_at: _receivedAt, ...intakeShape } = complaintCreate.shape;
export const complaintIntake = z
  .strictObject(intakeShape)
  .refine((body) => videoOrUrl.check(body), { message: videoOrUrl.message, path: [videoOrUrl.path] });

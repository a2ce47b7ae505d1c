/**
 * Site events: what a member site reports of its visitors in batches (`POST /intake/events` with its key in
 * `X-Site-Key`): visits (with UTM, landing page, referrer, device, country), sign-ups (which create members)
 * and logins (which set a member's `last_login_at`). A login names its member by e-mail (`member_email`):
 * the address is what both sides know for sure; the site's own member ids are not kept here.
 *
 * A call holds 1 to 500 events and is stored all or nothing, in one transaction, answered after the commit.
 * `event_id` is the site's id of an event: an event already stored (a resent batch, or the same id twice in a
 * call) counts in `duplicates` and changes nothing. An event stored whose effect on members could not be
 * applied — a sign-up whose e-mail or username another member has, a login of an unknown e-mail — is listed
 * in `rejected` with its index in the call and the field messages; it stays stored.
 *
 * Attribution of a sign-up: the new member inherits the last non-direct visit of the same `visitor_id` (on
 * the same site) within the 30 days up to the sign-up, events of the same call included. Non-direct: its
 * `utm_source` names a channel (active or archived), whatever the case; the campaign is that channel's
 * campaign with the visit's `utm_campaign` (whatever the case), else none. The member keeps that visit's
 * channel, campaign, UTM fields, landing page, referrer, device and country, and `first_visit_at` = the
 * visitor's first visit in the window. Without such a visit the member is direct (no channel, no UTM) and
 * keeps the sign-up's own device, country, landing page and referrer.
 */
import { z } from 'zod';
import { MEMBER_DEVICES as DEVICES, MEMBER_EVENT_KINDS } from './choices.js';
import { emailText, optionalText, requiredText, SINGLE_LINE, FORBIDDEN_CHARACTER } from './text.js';
import { COUNTRY_CODE } from './validation.js';

export const MEMBER_EVENTS_PER_CALL = 500;
/** How far in the future an event's time may be (clock skew of the site), and how old it may be. */
export const EVENT_FUTURE_MS = 5 * 60_000;
export const EVENT_MAX_AGE_MS = 30 * 86_400_000;

export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
export type Device = (typeof DEVICES)[number];

const utmText = () => optionalText(200);
/** An http(s) URL of one line (a landing page, a referrer). */
const urlText = () =>
  z
    .url({ protocol: /^https?$/, error: 'msg.invalidUrl' })
    .max(2000)
    .regex(SINGLE_LINE, FORBIDDEN_CHARACTER);

/** An ISO instant with its offset, within 30 days before now and 5 minutes after. */
const eventTime = z.iso.datetime({ offset: true, error: 'msg.invalidDate' }).refine(
  (value) => {
    const at = Date.parse(value);
    const now = Date.now();
    return at <= now + EVENT_FUTURE_MS && at >= now - EVENT_MAX_AGE_MS;
  },
  { message: 'msg.eventTime' },
);

const common = {
  event_id: requiredText(64),
  visitor_id: requiredText(64),
  occurred_at: eventTime,
  utm_source: utmText(),
  utm_medium: utmText(),
  utm_campaign: utmText(),
  utm_term: utmText(),
  utm_content: utmText(),
  utm_id: utmText(),
  landing_page: urlText().nullish(),
  referrer: urlText().nullish(),
  device: z.enum(DEVICES).nullish(),
  country: z.string().regex(COUNTRY_CODE, 'msg.countryCode').nullish(),
};

export const signupMember = z.strictObject({
  username: requiredText(64),
  email: emailText(),
  first_name: optionalText(100),
  last_name: optionalText(100),
});

export const memberEventIntake = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('visit'), ...common }),
  z.strictObject({ kind: z.literal('signup'), ...common, member: signupMember }),
  z.strictObject({ kind: z.literal('login'), ...common, member_email: emailText() }),
]);
export type MemberEventIntake = z.infer<typeof memberEventIntake>;

export const memberEventBatch = z.strictObject({
  events: z.array(memberEventIntake).min(1, 'msg.required').max(MEMBER_EVENTS_PER_CALL),
});
export type MemberEventBatch = z.infer<typeof memberEventBatch>;

export const memberEventReceipt = z.object({
  /** Events stored by this call. */
  accepted: z.number().int(),
  /** Events already stored (by an earlier call, or earlier in this one): nothing changed. */
  duplicates: z.number().int(),
  /** Events stored whose effect on members was refused: index in the call and field messages (as a 422's `errors`). */
  rejected: z.array(z.object({ index: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
});
export type MemberEventReceipt = z.infer<typeof memberEventReceipt>;

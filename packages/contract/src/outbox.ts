/**
 * The mail outbox: every e-mail to a member, and staff's digests (`documents-expiring`, `member_id` null: the
 * identity documents to renew, see compliance.ts), readable by staff whether or not it was sent.
 *
 * `pending` -> `sent`, or `failed` after the last of MAIL_MAX_ATTEMPTS (retried with back-off: 1, 2, 4, 8, 16
 * minutes); `kept` when the server has no mail server (`SMTP_URL` unset): kept here, never sent. The text
 * staff read shows the link with its token hidden: reading the outbox does not give a member's reset link.
 *
 * Sending (`GET /users/{id}/send-email-verification`, `/send-reset-password`, under `notify-users`, as the
 * specification names them) writes one message in the member's chosen language with a single-use link:
 * verification links last MAIL_LINK_HOURS['verify-email'] hours, reset links MAIL_LINK_HOURS['reset-password'];
 * a new link of a kind ends the member's earlier unused one. The same kind to the same member again within
 * MAIL_RESEND_SECONDS is refused (429): a double click sends one e-mail. The member site redeems a link's
 * token once (`POST /api/site/member-tokens/redeem`, with its site key).
 */
import { z } from 'zod';
import { LANGUAGES } from './messages.js';
import { MAIL_TEMPLATES, OUTBOX_STATUSES } from './choices.js';
import { idSchema } from './common.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { requiredText } from './text.js';

export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RESEND_SECONDS = 60;
export const MAIL_LINK_HOURS = { 'verify-email': 48, 'reset-password': 1 } as const;
/** What a link's single-use token is for. */
export const MEMBER_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const satisfies ReadonlyArray<
  keyof typeof MAIL_LINK_HOURS
>;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxFilters = filters({
  status: enumFilter(OUTBOX_STATUSES),
  template: enumFilter(MAIL_TEMPLATES),
  member_id: idFilter(),
  created: dateRange(),
});

/** A message as staff read it (never written here); `q` matches the recipient or the subject. */
export const outboxManifest = manifest({
  resource: 'outbox',
  fields: {
    id: field.id(),
    member_id: field.answer(z.number().int().nullable()),
    recipient: field.of('text', z.string()).sortable().searched(),
    subject: field.of('text', z.string()).searched(),
    template: field.state(MAIL_TEMPLATES),
    language: field.state(LANGUAGES),
    status: field.state(OUTBOX_STATUSES).sortable(),
    attempts: field.count(),
    /** The text as sent, with the link's token hidden. */
    body: field.of('multiline', z.string()),
    /** Why the last attempt failed (the mail server's answer). */
    last_error: field.of('multiline', z.string().nullable()),
    next_attempt_at: field.instant(),
    sent_at: field.instant().nullable(),
    ...field.timestamps(),
  },
  nameField: 'subject',
  defaultSort: '-created_at',
  filters: outboxFilters,
  readOnly: true,
});
export const { entity: outboxMessage, listQuery: outboxListQuery, page: outboxPage } = outboxManifest;
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** `?language=en`: the language of the e-mail (the member's); the site's default, Chinese, when absent. */
export const sendMailQuery = z.strictObject({ language: z.enum(LANGUAGES).optional() });

/** What the member site sends to use a link's token, and what it learns: whose it was. */
export const redeemToken = z.strictObject({
  token: requiredText(200),
  purpose: z.enum(MEMBER_TOKEN_PURPOSES),
});
export const redeemedToken = z.object({ member_id: idSchema, email: z.string() });

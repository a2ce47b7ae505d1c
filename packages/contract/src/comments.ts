/**
 * Comments members write under videos on a member site, and their reports, both received through the site's
 * intake key (`POST /intake/comments`, `POST /intake/comment-reports`). Staff moderate them: enable, disable,
 * ban (the author can no longer comment, and this comment is hidden), reject-report (the reports are
 * dismissed, the comment kept) and delete — each audited.
 *
 * Decisions where the specification says "not shown":
 * - `status` is `enabled` (shown on the site) or `disabled` (hidden). A comment arrives enabled.
 * - `report_status`: `none` (never reported), `reported` (open reports wait for a moderator), `rejected` (a
 *   moderator dismissed them, the comment stays), `upheld` (a moderator hid the comment: disable or ban).
 *   A new report on a comment whose reports were decided opens it again. `reports_count` counts open reports.
 * - The list is a moderation queue by default: most open reports first, then the newest.
 * - The site names the commenter and a reporter by their e-mail (as its login events do) and the video by
 *   its id. A member banned from commenting is refused with 409 `comment_banned`; one report per reporter per
 *   comment (a second is answered with the first, 200).
 * - A ban is the member's (`comment_banned_at`, who, why: shown on the member's page, lifted there with
 *   `POST /users/{id}/lift-comment-ban` under `ban-comments`), audited on the member both ways.
 */
import { z } from 'zod';
import { COMMENT_REPORT_STATUSES, COMMENT_STATUSES, REPORT_STATUSES } from './choices.js';
import { idSchema, instant } from './common.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { emailText, multiLineText, optionalText, requiredText } from './text.js';

export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export type CommentReportStatus = (typeof COMMENT_REPORT_STATUSES)[number];

export const commentFilters = filters({
  status: enumFilter(COMMENT_STATUSES),
  /** `1`: with open reports; `0`: without. */
  reported: flagFilter(),
  video_id: idFilter(),
  member_id: idFilter(),
  created: dateRange(),
});

/** `POST /comments/{id}/ban`: why, for the member's page (optional). */
export const commentBan = z.strictObject({ reason: optionalText(500) });

/** `q` matches a part of the text, ignoring case. Comments arrive from the sites: nothing here writes them. */
export const commentManifest = manifest({
  resource: 'comments',
  fields: {
    id: field.id(),
    site_id: field.answer(z.number().int().nullable()),
    member_id: field.answer(z.number().int()),
    member_username: field.answer(z.string()),
    /** Whether the author is banned from commenting now. */
    member_banned: field.answer(z.boolean()),
    video_id: field.answer(z.number().int()),
    video_title: field.answer(z.string().nullable()),
    video_serial_number: field.answer(z.string().nullable()),
    /** The text. */
    comment: field.of('multiline', z.string()).searched(),
    likes_count: field.count().sortable(),
    status: field.state(COMMENT_STATUSES),
    report_status: field.state(COMMENT_REPORT_STATUSES),
    /** Open reports. */
    reports_count: field.count().sortable(),
    ...field.timestamps(),
  },
  nameField: 'comment',
  // The moderation queue: reported comments first, most reports first, then the newest.
  defaultSort: '-reports_count',
  filters: commentFilters,
  readOnly: true,
  transitions: {
    field: 'status',
    actions: {
      enable: { from: ['disabled'] },
      disable: { from: ['enabled'] },
      ban: { from: ['enabled', 'disabled'], body: commentBan },
      'reject-report': { from: ['reported'], field: 'report_status' },
    },
  },
  /** The queue's moderation of the selected comments (a ban without a reason). */
  bulk: ['reject-report', 'disable', 'enable', 'ban', 'delete'],
});
export const { entity: comment, listQuery: commentListQuery, page: commentPage } = commentManifest;
export type Comment = z.infer<typeof comment>;

export const commentReportFilters = filters({
  status: enumFilter(REPORT_STATUSES),
  comment_id: idFilter(),
  created: dateRange(),
});

/** A report with the comment it is about; `q` matches a part of the reason or of the comment's text. */
export const commentReportManifest = manifest({
  resource: 'comment-reports',
  fields: {
    id: field.id(),
    comment_id: field.answer(z.number().int()),
    reporter_id: field.answer(z.number().int()),
    reporter_username: field.answer(z.string()),
    reason: field.of('text', z.string()).searched(),
    status: field.state(REPORT_STATUSES),
    comment: field.of('multiline', z.string()).searched(),
    comment_status: field.state(COMMENT_STATUSES),
    comment_member_id: field.answer(z.number().int()),
    comment_member_username: field.answer(z.string()),
    comment_video_id: field.answer(z.number().int()),
    comment_video_title: field.answer(z.string().nullable()),
    created_at: field.instant().sortable(),
  },
  nameField: 'reason',
  defaultSort: '-created_at',
  filters: commentReportFilters,
  readOnly: true,
});
export const {
  entity: commentReport,
  listQuery: commentReportListQuery,
  page: commentReportPage,
} = commentReportManifest;
export type CommentReport = z.infer<typeof commentReport>;

/** What a member site sends for a new comment (`POST /intake/comments`). */
export const commentIntake = z.strictObject({
  /** The commenter's e-mail. */
  email: emailText(),
  video_id: idSchema,
  comment: multiLineText(5_000).min(1, 'msg.required'),
  likes_count: z.number().int().min(0).max(1_000_000_000).optional(),
});

/** What a member site sends for a report (`POST /intake/comment-reports`). */
export const commentReportIntake = z.strictObject({
  comment_id: idSchema,
  /** The reporter's e-mail. */
  email: emailText(),
  reason: requiredText(500),
});

/** `POST /site/comment-bans/check`: whether a member may comment (the member site asks before showing the form). */
export const commentBanCheck = z.strictObject({ email: emailText() });
export const commentBanState = z.object({ banned: z.boolean(), banned_at: instant.nullable() });

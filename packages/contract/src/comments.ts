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
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { emailText, multiLineText, optionalText, requiredText } from './text.js';

export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export type CommentReportStatus = (typeof COMMENT_REPORT_STATUSES)[number];

export const comment = z.object({
  id: z.number().int(),
  site_id: z.number().int().nullable(),
  member_id: z.number().int(),
  member_username: z.string(),
  /** Whether the author is banned from commenting now. */
  member_banned: z.boolean(),
  video_id: z.number().int(),
  video_title: z.string().nullable(),
  video_serial_number: z.string().nullable(),
  /** The text. */
  comment: z.string(),
  likes_count: z.number().int(),
  status: z.enum(COMMENT_STATUSES),
  report_status: z.enum(COMMENT_REPORT_STATUSES),
  /** Open reports. */
  reports_count: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Comment = z.infer<typeof comment>;

export const commentFilters = filters({
  status: enumFilter(COMMENT_STATUSES),
  /** `1`: with open reports; `0`: without. */
  reported: flagFilter(),
  video_id: idFilter(),
  member_id: idFilter(),
  created: dateRange(),
});
/** `q` matches a part of the text, ignoring case. */
export const commentListQuery = listQuery.extend({
  ...commentFilters.query,
  sort: sortParam(['id', 'created_at', 'likes_count', 'reports_count']),
});
export const commentPage = pageOf(comment);

/** `POST /comments/{id}/ban`: why, for the member's page (optional). */
export const commentBan = z.strictObject({ reason: optionalText(500) });

/** A report with the comment it is about. */
export const commentReport = z.object({
  id: z.number().int(),
  comment_id: z.number().int(),
  reporter_id: z.number().int(),
  reporter_username: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: instant,
  comment: z.string(),
  comment_status: z.enum(COMMENT_STATUSES),
  comment_member_id: z.number().int(),
  comment_member_username: z.string(),
  comment_video_id: z.number().int(),
  comment_video_title: z.string().nullable(),
});
export type CommentReport = z.infer<typeof commentReport>;

export const commentReportFilters = filters({
  status: enumFilter(REPORT_STATUSES),
  comment_id: idFilter(),
  created: dateRange(),
});
/** `q` matches a part of the reason or of the comment's text. */
export const commentReportListQuery = listQuery.extend({
  ...commentReportFilters.query,
  sort: sortParam(['id', 'created_at']),
});
export const commentReportPage = pageOf(commentReport);

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

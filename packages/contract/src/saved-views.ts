/**
 * Saved views: an admin's named set of a list's filters, sort and visible columns, shown as a tab above that list
 * (after the list's predefined views). Routes: `GET /saved-views?resource=`, `POST /saved-views`,
 * `PATCH /saved-views/{id}`, `DELETE /saved-views/{id}`, `PUT`/`DELETE /saved-views/{id}/default`, and
 * `GET /saved-views/roles` (the roles the admin may share with). All are the signed-in admin's own: every route
 * is `signed-in`, and what an admin reaches is decided by ownership and roles, not by a permission.
 *
 * Decisions where the specification says nothing:
 * - A view belongs to one list, named by the path the API lists it at (`videos`, `comments/reports`,
 *   `files/blocklist`): a `GET` route without parameters guarded by a `list-*` permission the admin holds when
 *   saving. Nested lists (a channel's campaigns) have no views.
 * - Its state holds the filters by the names the list's API reads (`status`, `created_from`), the sort as the API
 *   takes it (`-created_at`, none for the list's own order) and the visible columns by field name (none: the
 *   columns are left as they are). Bounded: SAVED_VIEW_FILTERS_MAX filters, SAVED_VIEW_COLUMNS_MAX columns,
 *   SAVED_VIEW_STATE_MAX characters of JSON in all.
 * - Names are 1 to SAVED_VIEW_NAME_MAX characters, unique per owner and list whatever their case; an admin keeps
 *   at most SAVED_VIEWS_PER_LIST views per list.
 * - Reading: an admin reads their own views and those shared with a role they hold (marked `mine: false`, read
 *   only). Changing or deleting: only the owner; anyone else's view answers 404, as an unknown id does.
 * - Sharing: with one role at most. The owner may share with a role they hold; an admin holding `edit-roles` (a
 *   super-admin among them) with any role. Unsharing, or sharing with another role, drops the defaults other
 *   admins had made of the view. A deleted role unshares its views.
 * - Default: one per admin per list, among the views they read (their own or shared with them). Making another
 *   one the default replaces it. It is the admin's own choice, so it is not audited; creating, changing
 *   (renaming, updating the state, sharing) and deleting a view are, under the resource `saved-views`.
 */
import { z } from 'zod';
import { idSchema, instant } from './common.js';
import { requiredText, singleLineText } from './text.js';

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_FILTERS_MAX = 40;
export const SAVED_VIEW_COLUMNS_MAX = 100;
/** Largest state, as JSON characters. */
export const SAVED_VIEW_STATE_MAX = 8_000;
export const SAVED_VIEWS_PER_LIST = 50;

/** The path a list is read at under /api, without slashes at its ends (`videos`, `comments/reports`). */
export const listResource = singleLineText(100).regex(/^[a-z][a-z0-9-]*(\/[a-zA-Z][a-zA-Z0-9-]*)*$/, 'msg.unknownList');

/** A filter's, a sort's or a column's name as the API writes it. */
const wireName = singleLineText(64).regex(/^[a-z][a-z0-9_]{0,63}$/, 'msg.invalidValue');

/** What a view sets on its list. */
export const savedViewState = z
  .strictObject({
    /** The list's filters, by the names its API reads (`q` the search), each a value as the URL holds it. */
    filters: z
      .record(wireName, singleLineText(500))
      .refine((filters) => Object.keys(filters).length <= SAVED_VIEW_FILTERS_MAX, 'msg.viewTooLarge'),
    /** `name` ascending, `-name` descending; absent: the list's own order. */
    sort: singleLineText(65)
      .regex(/^-?[a-z][a-z0-9_]{0,63}$/, 'msg.invalidValue')
      .optional(),
    /** The columns shown, by field name, in the table's order; absent: the columns are left as they are. */
    columns: z.array(wireName).max(SAVED_VIEW_COLUMNS_MAX).optional(),
  })
  .refine((state) => JSON.stringify(state).length <= SAVED_VIEW_STATE_MAX, 'msg.viewTooLarge');
export type SavedViewState = z.infer<typeof savedViewState>;

const viewName = requiredText(SAVED_VIEW_NAME_MAX);

/** `POST /saved-views`. */
export const savedViewCreate = z.strictObject({
  resource: listResource,
  name: viewName,
  state: savedViewState,
  /** The role whose holders see the view; null or absent: the owner's alone. */
  shared_role_id: idSchema.nullable().optional(),
});

/** `PATCH /saved-views/{id}`: what is given changes (rename, update to the current state, share or unshare). */
export const savedViewUpdate = z.strictObject({
  name: viewName.optional(),
  state: savedViewState.optional(),
  shared_role_id: idSchema.nullable().optional(),
});

/** A view as its owner or a holder of the role it is shared with reads it. */
export const savedView = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  state: savedViewState,
  shared_role_id: z.number().int().nullable(),
  /** The role's name (the built-in one as `super-admin`). */
  shared_role_name: z.string().nullable(),
  owner_id: z.number().int(),
  /** The owner's display name. */
  owner_name: z.string(),
  /** Whether the signed-in admin owns it: only then may they change or delete it. */
  mine: z.boolean(),
  /** Whether it is the signed-in admin's default view of its list. */
  is_default: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type SavedView = z.infer<typeof savedView>;

/** `GET /saved-views`: one list's views (`resource`), or every list's; the admin's own first, then by name. */
export const savedViewListQuery = z.strictObject({ resource: listResource.optional() });
export const savedViewList = z.object({ data: z.array(savedView) });

/** `GET /saved-views/roles`: the roles the signed-in admin may share a view with, by name. */
export const shareableRoles = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

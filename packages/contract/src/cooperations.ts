/**
 * Cooperation requests: partnership proposals visitors send from a member site (through the site's intake
 * key). Staff read them and mark them solved or archive them: `open` -> `solved` | `archived`, and a solved
 * request may be archived too (the list of open and solved ones stays short). Nothing is edited.
 */
import { z } from 'zod';
import { COOPERATION_STATUSES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { emailText, optionalText, multiLineText, requiredText } from './text.js';

export type CooperationStatus = (typeof COOPERATION_STATUSES)[number];

export const cooperation = z.object({
  id: z.number().int(),
  site_id: z.number().int().nullable(),
  /** The site's name (null when the request came before the site was deleted, or without one). */
  site_name: z.string().nullable(),
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(COOPERATION_STATUSES),
  /** When it was marked solved. */
  solved_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Cooperation = z.infer<typeof cooperation>;

export const cooperationFilters = filters({
  status: enumFilter(COOPERATION_STATUSES),
  site_id: idFilter(),
  created: dateRange(),
});
export const cooperationListQuery = listQuery.extend({
  ...cooperationFilters.query,
  sort: sortParam(['id', 'status', 'created_at']),
});
export const cooperationPage = pageOf(cooperation);

/** What a member site sends (`POST /intake/cooperations`, with its intake key). */
export const cooperationIntake = z.strictObject({
  subject: requiredText(200),
  name: requiredText(100),
  email: emailText(),
  phone: optionalText(32),
  message: multiLineText(10_000).min(1, 'msg.required'),
});
export const intakeReceipt = z.object({ id: idSchema });

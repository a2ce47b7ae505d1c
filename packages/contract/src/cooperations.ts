/**
 * Cooperation requests: partnership proposals visitors send from a member site (through the site's intake
 * key). Staff read them and mark them solved or archive them: `open` -> `solved` | `archived`, and a solved
 * request may be archived too (the list of open and solved ones stays short). Nothing is edited. A request may
 * carry one attachment (a PDF, ZIP or image the site uploaded first, as a support ticket's).
 */
import { z } from 'zod';
import { COOPERATION_STATUSES } from './choices.js';
import { idSchema, instant } from './common.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { storedFile } from './files.js';
import { field, manifest } from './manifest.js';
import { emailText, optionalText, multiLineText, requiredText } from './text.js';

export type CooperationStatus = (typeof COOPERATION_STATUSES)[number];

export const cooperationFilters = filters({
  status: enumFilter(COOPERATION_STATUSES),
  site_id: idFilter(),
  created: dateRange(),
});

export const cooperationManifest = manifest({
  resource: 'cooperations',
  /** Read only: a request is what its visitor sent, through the intake. */
  fields: {
    id: field.id(),
    site_id: field.answer(z.number().int().nullable()),
    /** The site's name (null when the request came before the site was deleted, or without one). */
    site_name: field.answer(z.string().nullable()),
    subject: field.answer(z.string()).searched(),
    name: field.answer(z.string()).searched(),
    email: field.answer(z.string()).searched(),
    phone: field.answer(z.string().nullable()),
    message: field.answer(z.string()),
    /** A file the visitor sent with the request (a signed URL to download it). */
    attachment_id: field.answer(z.number().int().nullable()),
    attachment: field.answer(storedFile.nullable()),
    status: field.state(COOPERATION_STATUSES).sortable(),
    /** When it was marked solved. */
    solved_at: field.of('instant', instant.nullable()),
    ...field.timestamps(),
  },
  nameField: 'subject',
  defaultSort: '-created_at',
  filters: cooperationFilters,
  transitions: {
    field: 'status',
    actions: { solve: { from: ['open'] }, archive: { from: ['open', 'solved'] } },
  },
});
export const { entity: cooperation, listQuery: cooperationListQuery, page: cooperationPage } = cooperationManifest;
export type Cooperation = z.infer<typeof cooperation>;

/** What a member site sends (`POST /intake/cooperations`, with its intake key). */
export const cooperationIntake = z.strictObject({
  subject: requiredText(200),
  name: requiredText(100),
  email: emailText(),
  phone: optionalText(32),
  message: multiLineText(10_000).min(1, 'msg.required'),
  /** A file the same site uploaded through `POST /intake/files` that no other request holds. */
  attachment_id: idSchema.nullish(),
});
export const intakeReceipt = z.object({ id: idSchema });

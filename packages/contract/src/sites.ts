/**
 * Sites: the brands the company runs. Each has an intake key, with which its member site sends what visitors
 * submit (cooperation requests, later support tickets) to `/api/intake/...`. The key is shown once, when it
 * is made (on create and on `rotateKey`); the server keeps only its hash, and answers its last four
 * characters as `intake_key_hint` so staff can tell keys apart.
 */
import { z } from 'zod';
import { field, manifest } from './manifest.js';
import { requiredText } from './text.js';

/** A host name: labels of letters, digits and hyphens, dot-separated, with a top-level label. */
export const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const siteManifest = manifest({
  resource: 'sites',
  fields: {
    id: field.id(),
    name: field.text(64).sortable().searched().unique(),
    domain: field
      .of('text', z.string(), requiredText(253).toLowerCase().regex(DOMAIN_NAME, 'msg.invalidDomain'))
      .sortable()
      .searched()
      .unique(),
    description: field.optionalMultiline(2000),
    description_cn: field.optionalMultiline(2000),
    intake_key_hint: field.answer(z.string()),
    /** Only in the answer that made it (create, rotateKey): the member site's key, never shown again. */
    intake_key: field.answer(z.string().optional()),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'name',
});
export const {
  entity: site,
  create: siteCreate,
  update: siteUpdate,
  listQuery: siteListQuery,
  page: sitePage,
} = siteManifest;
export type Site = z.infer<typeof site>;

/**
 * Sites: the brands the company runs. Each has an intake key, with which its member site sends what visitors
 * submit (cooperation requests, later support tickets) to `/api/intake/...`. The key is shown once, when it
 * is made (on create and on `rotateKey`); the server keeps only its hash, and answers its last four
 * characters as `intake_key_hint` so staff can tell keys apart.
 */
import { z } from 'zod';
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { optionalMultiLineText, requiredText } from './text.js';

/** A host name: labels of letters, digits and hyphens, dot-separated, with a top-level label. */
export const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const site = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  description: z.string().nullable(),
  description_cn: z.string().nullable(),
  intake_key_hint: z.string(),
  /** Only in the answer that made it (create, rotateKey): the member site's key, never shown again. */
  intake_key: z.string().optional(),
  created_at: instant,
  updated_at: instant,
});
export type Site = z.infer<typeof site>;

const siteFields = {
  name: requiredText(64),
  domain: requiredText(253).toLowerCase().regex(DOMAIN_NAME, 'msg.invalidDomain'),
  description: optionalMultiLineText(2000),
  description_cn: optionalMultiLineText(2000),
};
export const siteCreate = z.strictObject(siteFields);
export const siteUpdate = z.strictObject(siteFields).partial();
export const siteListQuery = listQuery.extend({ sort: sortParam(['id', 'name', 'domain', 'created_at']) });
export const sitePage = pageOf(site);

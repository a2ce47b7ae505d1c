/** Sites the company runs, and what their visitors send through the site's intake key. */
import { sql } from 'drizzle-orm';
import { check, cidr, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.js';

export const sites = pgTable(
  'sites',
  {
    id: id(),
    name: text().notNull(),
    domain: text().notNull(),
    description: text(),
    descriptionCn: text(),
    /** SHA-256 (hex) of the intake key; the key itself is shown once and never stored. */
    intakeKeyHash: text().notNull(),
    intakeKeyHint: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sites_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('sites_domain_key').on(sql`lower(${t.domain})`),
    uniqueIndex('sites_intake_key_hash_key').on(t.intakeKeyHash),
  ],
);

export const cooperations = pgTable(
  'cooperations',
  {
    id: id(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    status: text().notNull().default('open'),
    solvedAt: instant(),
    /** The sender's `Idempotency-Key`: a retried submission finds the request it made. */
    idempotencyKey: text(),
    ...timestamps(),
  },
  (t) => [
    check('cooperations_status_check', sql`${t.status} in ('open', 'solved', 'archived')`),
    index('cooperations_status_created_idx').on(t.status, t.createdAt),
    index('cooperations_created_idx').on(t.createdAt),
    uniqueIndex('cooperations_idempotency_key').on(t.siteId, t.idempotencyKey),
  ],
);

/**
 * The IP whitelist: addresses and ranges, stored as `cidr` (a single address is a /32 or /128), each once.
 * The member site reads it; back-office sign-in needs it when `ADMIN_IP_ALLOWLIST` is on.
 */
export const ipWhitelists = pgTable(
  'ip_whitelists',
  {
    id: id(),
    address: cidr().notNull(),
    note: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ip_whitelists_address_key').on(t.address)],
);

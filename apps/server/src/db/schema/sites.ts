/** Sites the company runs, and the addresses allowed to reach the back-office. */
import { sql } from 'drizzle-orm';
import { cidr, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

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

/** Admins, roles, permissions, sessions and sign-in state. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.js';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    phone: text(),
    email: text(),
    avatar: text(),
    introduction: text(),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** TOTP secret, encrypted (AES-256-GCM); set once a binding is confirmed. */
    totpSecret: text(),
    /** A binding started but not yet confirmed with a code. */
    totpPendingSecret: text(),
    /** Last accepted TOTP time step: a code is accepted once. */
    totpLastStep: bigint({ mode: 'number' }),
    lastLoginAt: instant(),
    /** Alerts by rule are e-mailed to them too (a profile setting; `modules/alerts`). */
    alertEmails: boolean().notNull().default(false),
    /** When the admin took or skipped the guided tour; until then the app offers it (`POST /auth/me/tour`). */
    tourSeenAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('admins_username_key').on(sql`lower(${t.username})`),
    index('admins_created_idx').on(t.createdAt, t.id),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    isBuiltin: boolean().notNull().default(false),
    /** A channel partner's role: its holders see only the channels assigned to them, and what belongs to those. */
    isPartner: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const adminRoles = pgTable(
  'admin_roles',
  {
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.roleId] }), index('admin_roles_role_idx').on(t.roleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: instant().notNull().defaultNow(),
    lastSeenAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_admin_idx').on(t.adminId)],
);

/** The second step of a sign-in: a short-lived token that proves the password was right. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    kind: text({ enum: ['verify', 'bind'] }).notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [uniqueIndex('login_challenges_token_key').on(t.tokenHash)],
);

/**
 * Failed attempts (a password or a code) per client address in the current window. Too many block the
 * address for a while. An attempt counts as a failure from the moment it is let through, until it proves right.
 */
export const addressThrottles = pgTable('address_throttles', {
  ip: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: instant().notNull().defaultNow(),
  blockedUntil: instant(),
});

/**
 * Failed attempts per username (lower case), forgotten after a quiet spell or a sign-in. Past a few, attempts
 * from an address the admin is not known at must wait until `next_attempt_at` (an increasing delay).
 */
export const usernameThrottles = pgTable('username_throttles', {
  username: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: instant().notNull().defaultNow(),
  nextAttemptAt: instant().notNull().defaultNow(),
});

/** Addresses an admin finished a sign-in from, and when last: their username's slowdown does not apply there. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ip: text().notNull(),
    lastSignedInAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.ip] })],
);

/**
 * One row counting changes that can end a session or change what an admin may do. Triggers (migration
 * 0003_auth_epoch) bump it on every change to admins, roles, role grants and holdings, and when a session
 * is revoked, re-dated or deleted — whichever code or SQL makes the change — and notify `auth_epoch`.
 * A cached signed-in admin is used only while the epoch it was read under is still current.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: integer().primaryKey().default(1),
    value: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_one_row', sql`${t.id} = 1`)],
);
